import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input';

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
        <DateInput id={`${idPrefix}-from`} value={from} max={to || undefined} onChange={(day) => onChange({ from: day })} />
      </span>
      <span className="field">
        <label htmlFor={`${idPrefix}-to`}>{t('associationWorkflows.filters.to')}</label>
        <DateInput id={`${idPrefix}-to`} value={to} min={from || undefined} onChange={(day) => onChange({ to: day })} />
      </span>
    </>
  );
}
