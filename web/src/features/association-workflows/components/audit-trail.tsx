import { useTranslation } from 'react-i18next';
import type { AssocAuditRecord } from '../../../api/enhanced/workflows-members';
import { useFormat } from '../lib/format';
import { Empty } from './query-card';

type Doc = { type: string; label?: string; received: boolean };
const STATUS_GROUPS = ['member', 'verification', 'renewal', 'licence', 'due', 'payment'];
/** Fields holding a code of the data, read with the label the rest of the interface gives that code. */
const ENUM_FIELDS: Record<string, string> = { category: 'memberCategory', gender: 'gender', specialty: 'specialty', kind: 'verificationKind', method: 'paymentMethod' };

/** Names of the records an audit entry refers to by id, per field: `{ divisionId: { 118: 'Cabang Bandung' } }`. */
export type AuditNames = Record<string, Record<string, string>>;

const isChecklist = (value: unknown): value is Doc[] =>
  Array.isArray(value) && value.every((d) => d !== null && typeof d === 'object' && 'type' in d && 'received' in d);
const show = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** One change: a field that went from one value to another, or a value recorded with the action. */
function Change({ field, value, resource, names }: { field: string; value: unknown; resource?: string; names?: AuditNames }) {
  const { t, i18n } = useTranslation();
  const pair =
    value !== null && typeof value === 'object' && 'from' in value && 'to' in value
      ? (value as { from: unknown; to: unknown })
      : null;
  // A status reads as its label in the interface language, whichever record it belongs to.
  // A status reads as its label, an enum as its label, an id as the name of what it points to (when known).
  const label = (v: unknown) => {
    const group =
      field === 'status' && STATUS_GROUPS.find((g) => i18n.exists(`associationWorkflows.status.${g}.${String(v)}`));
    if (group) return t(`associationWorkflows.status.${group}.${String(v)}`);
    const named = names?.[field]?.[String(v)];
    if (named) return named;
    const enumKey = ENUM_FIELDS[field] && `association.enums.${ENUM_FIELDS[field]}.${String(v)}`;
    return enumKey && i18n.exists(enumKey) ? t(enumKey) : show(v);
  };
  const fieldKeys = [`associationWorkflows.fields.${field}`, ...(resource ? [`association.resources.${resource}.fields.${field}`] : [])];
  const fieldKey = fieldKeys.find((key) => i18n.exists(key));
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
        {fieldKey ? t(fieldKey) : field}
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
export function AuditTrail({ records, resource, names }: { records: AssocAuditRecord[]; resource?: string; names?: AuditNames }) {
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
                <Change key={field} field={field} value={value} resource={resource} names={names} />
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
