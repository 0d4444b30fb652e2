import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import { useGetPortalRequestsQuery, type PortalRequests } from '../../../api/enhanced/portal';
import { useFormat } from '../lib/format';
import { Section } from '../lib/section';
import { StatusTag } from '../lib/status-tag';
import { displayValue } from './profile-section';

interface Row {
  key: string;
  type: string;
  detail: string;
  date: string;
  group: string;
  status: string;
  note: string | null;
}

/** Every request as one row, newest first: verifications, STR re-registrations, transfers, reference letters. */
function rowsOf(r: PortalRequests, t: (key: string, options?: Record<string, unknown>) => string): Row[] {
  const rows: Row[] = [
    ...r.verifications.map((v) => ({
      key: `v${v.id}`,
      type: t(`portal.enums.verificationKind.${v.kind}`),
      detail: v.requestedChanges
        ? Object.entries(v.requestedChanges)
            .map(([field, value]) => `${t(`portal.profile.${field}`)}: ${displayValue(t, field, String(value))}`)
            .join(' · ')
        : v.divisionName,
      date: v.submittedAt,
      group: 'verification',
      status: v.status,
      note: v.reason,
    })),
    ...r.strRenewals.map((s) => ({
      key: `s${s.id}`,
      type: t('portal.requests.strRenewal'),
      detail: t('portal.requests.strNumber', { number: s.strNumber }),
      date: s.submittedAt,
      group: 'renewal',
      status: s.status,
      note: s.reason,
    })),
    ...r.transfers.map((x) => ({
      key: `t${x.id}`,
      type: t('portal.requests.transfer'),
      detail: `${x.fromDivisionName} → ${x.toDivisionName}`,
      date: x.at,
      group: 'transfer',
      status: x.status,
      note: x.reason,
    })),
    ...r.references.map((x) => ({
      key: `r${x.id}`,
      type: t(`portal.enums.referenceType.${x.type}`),
      detail: x.letterNumber ? `${x.purpose} (${x.letterNumber})` : x.purpose,
      date: x.requestedDate,
      group: 'reference',
      status: x.status,
      note: x.rejectionReason,
    })),
  ];
  return rows.sort((a, b) => b.date.localeCompare(a.date));
}

/** Where each of his requests stands. */
export function RequestsSection() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const requests = useGetPortalRequestsQuery();
  const k = 'portal.requests';
  return (
    <Section title={t(`${k}.title`)} subtitle={t(`${k}.subtitle`)} query={requests}>
      {(r) => {
        const rows = rowsOf(r, t);
        return (
        <DataTable key={i18n.language} value={rows} dataKey="key" size="small" className="mp-table" paginator={rows.length > 8} rows={8} emptyMessage={t(`${k}.none`)} pt={{ table: { 'aria-label': t(`${k}.title`) } }}>
          <Column header={t(`${k}.type`)} field="type" />
          <Column
            header={t(`${k}.detail`)}
            body={(row: Row) => (
              <>
                {row.detail}
                {row.note && <div className="muted small">{row.note}</div>}
              </>
            )}
          />
          <Column header={t(`${k}.date`)} body={(row: Row) => format.date(row.date)} className="mp-nowrap" />
          <Column header={t(`${k}.status`)} body={(row: Row) => <StatusTag group={row.group} status={row.status} />} />
        </DataTable>
        );
      }}
    </Section>
  );
}
