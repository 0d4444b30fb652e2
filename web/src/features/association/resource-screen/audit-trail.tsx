import { useTranslation } from 'react-i18next';
import { useFormats } from './format';
import { valueText } from './field-value';
import type { AuditRecord, FieldConfig } from './types';

interface Props<Row> {
  resource: string;
  fields: FieldConfig<Row>[];
  records: AuditRecord[];
}

/** Every change to the record, newest first: who, when, and each field from its old value to its new one. */
export function AuditTrail<Row>({ resource, fields, records }: Props<Row>) {
  const { t } = useTranslation();
  const formats = useFormats();
  if (records.length === 0) return <p className="muted">{t('association.screen.audit.empty')}</p>;

  const fieldLabel = (name: string) => t(`association.resources.${resource}.fields.${name}`, { defaultValue: name });
  // Values read as the rest of the screen shows them (enum labels, dates, rupiah) when the field is known.
  const show = (name: string, value: unknown) => {
    const field = fields.find((f) => f.name === name && !f.render);
    if (field) return valueText(field, value, t, formats);
    if (value === null || value === undefined || value === '') return '—';
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  };

  return (
    <ol className="rs-audit">
      {records.map((record) => (
        <li key={record.id}>
          <div className="rs-audit-head">
            <strong>{t(`association.screen.audit.actions.${record.action}`, { defaultValue: record.action })}</strong>
            <span className="muted small">
              {record.actor} · <time dateTime={record.at}>{formats.dateTime(record.at)}</time>
            </span>
          </div>
          {Object.keys(record.changes).length > 0 && (
            <ul className="rs-audit-changes">
              {Object.entries(record.changes).map(([name, value]) => {
                const pair = value !== null && typeof value === 'object' && 'to' in value ? (value as { from?: unknown; to: unknown }) : null;
                return (
                  <li key={name}>
                    <span className="rs-audit-field">{fieldLabel(name)}:</span>{' '}
                    {pair ? (
                      <>
                        <span className="muted">{show(name, pair.from)}</span> <i className="pi pi-arrow-right rs-flip" aria-label={t('association.screen.audit.to')} />{' '}
                        <strong>{show(name, pair.to)}</strong>
                      </>
                    ) : (
                      <strong>{show(name, value)}</strong>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
