import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';

type Severity = 'success' | 'info' | 'warning' | 'danger' | 'secondary' | 'contrast' | null;

const MAIL: Record<string, Severity> = { received: 'info', dispositioned: 'warning', in_progress: 'contrast', done: 'success', archived: 'secondary' };
const INFORMATION: Record<string, Severity> = { draft: 'secondary', published: 'success', unpublished: 'warning', archived: 'contrast' };
const PRIORITY: Record<string, Severity> = { normal: 'secondary', urgent: 'warning', very_urgent: 'danger' };

export function MailStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return <Tag value={t(`associationCorrespondence.mailStatus.${status}`)} severity={MAIL[status] ?? null} className={status === 'archived' ? 'ac-tag-neutral' : undefined} />;
}

export function PriorityTag({ priority }: { priority: string }) {
  const { t } = useTranslation();
  if (priority === 'normal') return <span className="muted">{t('associationCorrespondence.priority.normal')}</span>;
  return <Tag value={t(`associationCorrespondence.priority.${priority}`)} severity={PRIORITY[priority] ?? null} />;
}

export function OverdueTag() {
  const { t } = useTranslation();
  return <Tag value={t('associationCorrespondence.mails.overdue')} severity="danger" icon="pi pi-clock" className="ac-overdue" />;
}

export function InformationStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return <Tag value={t(`associationCorrespondence.informationStatus.${status}`)} severity={INFORMATION[status] ?? null} className={status === 'draft' || status === 'archived' ? 'ac-tag-neutral' : undefined} />;
}
