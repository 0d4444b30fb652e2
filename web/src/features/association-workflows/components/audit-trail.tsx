import { useTranslation } from 'react-i18next';
import type { AssocAuditRecord } from '../../../api/enhanced/workflows-members';
import { useFormat } from '../lib/format';
import { Empty } from './query-card';

type Doc = { type: string; label?: string; received: boolean };
const STATUS_GROUPS = ['member', 'verification', 'renewal', 'licence', 'due', 'payment'];

const isChecklist = (value: unknown): value is Doc[] =>
  Array.isArray(value) && value.every((d) => d !== null && typeof d === 'object' && 'type' in d && 'received' in d);
const show = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** One change: a field that went from one value to another, or a value recorded with the action. */
function Change({ field, value }: { field: string; value: unknown }) {
  const { t, i18n } = useTranslation();
  const pair =
    value !== null && typeof value === 'object' && 'from' in value && 'to' in value
      ? (value as { from: unknown; to: unknown })
      : null;
  // A status reads as its label in the interface language, whichever record it belongs to.
  const label = (v: unknown) => {
    const group =
      field === 'status' && STATUS_GROUPS.find((g) => i18n.exists(`associationWorkflows.status.${g}.${String(v)}`));
    return group ? t(`associationWorkflows.status.${group}.${String(v)}`) : show(v);
  };
  if (pair && isChecklist(pair.from) && isChecklist(pair.to)) {
    // A ticked checklist: only the documents whose state changed.
    const before = new Map(pair.from.map((d) => [d.type, d.received]));
    const changed = pair.to.filter((d) => before.get(d.type) !== d.received);
    return (
      <>
        {changed.map((d) => (
          <li key={d.type}>
            {t(`associationWorkflows.documents.${d.type}`, { defaultValue: d.label ?? d.type })}:{' '}
            <strong>
              {t(d.received ? 'associationWorkflows.audit.received' : 'associationWorkflows.audit.notReceived')}
            </strong>
          </li>
        ))}
      </>
    );
  }
  return (
    <li>
      <span className="aw-audit-field">
        {i18n.exists(`associationWorkflows.fields.${field}`) ? t(`associationWorkflows.fields.${field}`) : field}
      </span>{' '}
      {pair ? (
        <>
          <span className="muted">{label(pair.from)}</span> <i className="pi pi-arrow-right aw-flip" aria-hidden />{' '}
          <strong>{label(pair.to)}</strong>
        </>
      ) : (
        <span>{label(value)}</span>
      )}
    </li>
  );
}

/** Every change to a record, newest first: who, when, what. */
export function AuditTrail({ records }: { records: AssocAuditRecord[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (records.length === 0) return <Empty text={t('associationWorkflows.audit.empty')} />;
  return (
    <ol className="aw-audit">
      {records.map((record) => (
        <li key={record.id}>
          <div className="aw-audit-head">
            <strong>{t(`associationWorkflows.audit.actions.${record.action}`, { defaultValue: record.action })}</strong>
            <span className="muted">
              {record.actor} · <time dateTime={record.at}>{format.dateTime(record.at)}</time>
            </span>
          </div>
          {Object.keys(record.changes).length > 0 && (
            <ul className="aw-audit-changes">
              {Object.entries(record.changes).map(([field, value]) => (
                <Change key={field} field={field} value={value} />
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
