import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';

/** A from–to pair of days; an empty side means the report's default (1 January, today). */
export function DateRange({
  idPrefix,
  from,
  to,
  onChange,
}: {
  idPrefix: string;
  from: string;
  to: string;
  onChange: (patch: { from?: string; to?: string }) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <span className="field">
        <label htmlFor={`${idPrefix}-from`}>{t('associationWorkflows.filters.from')}</label>
        <InputText
          id={`${idPrefix}-from`}
          type="date"
          value={from}
          max={to || undefined}
          onChange={(e) => onChange({ from: e.target.value })}
        />
      </span>
      <span className="field">
        <label htmlFor={`${idPrefix}-to`}>{t('associationWorkflows.filters.to')}</label>
        <InputText
          id={`${idPrefix}-to`}
          type="date"
          value={to}
          min={from || undefined}
          onChange={(e) => onChange({ to: e.target.value })}
        />
      </span>
    </>
  );
}
