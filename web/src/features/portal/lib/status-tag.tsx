import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';

type Severity = 'success' | 'info' | 'warning' | 'danger' | 'secondary';

/** How each state reads at a glance: done and good green, waiting blue or amber, refused or lost red. */
const SEVERITY: Record<string, Severity> = {
  active: 'success', honorary: 'success', verified: 'info', applicant: 'info', in_arrears: 'warning', lapsed: 'danger',
  transferred: 'secondary', deceased: 'secondary', dismissed: 'danger',
  pending: 'info', approved: 'success', rejected: 'danger',
  submitted: 'info', in_review: 'info', recommended: 'success', completed: 'success',
  requested: 'info', processing: 'info', issued: 'success', declined: 'danger', cancelled: 'secondary',
  valid: 'success', expired: 'danger', converted: 'secondary', replaced: 'secondary', expiring: 'warning',
  unpaid: 'warning', partial: 'warning', paid: 'success', waived: 'secondary',
};

/** A state as a coloured tag; `group` picks its label (portal.status.<group>.<state>). */
export function StatusTag({ group, status }: { group: string; status: string }) {
  const { t } = useTranslation();
  return <Tag value={t(`portal.status.${group}.${status}`, { defaultValue: status })} severity={SEVERITY[status] ?? 'secondary'} />;
}
