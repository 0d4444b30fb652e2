import { Checkbox } from 'primereact/checkbox';
import { useTranslation } from 'react-i18next';
import { calendarClass, CALENDARS, type CalendarName } from './calendar-utils';

interface Props {
  selected: CalendarName[];
  onChange(selected: CalendarName[]): void;
}

/** One checkbox per calendar, in its colour, and "View all" to tick or untick them all. */
export function CalendarFilters({ selected, onChange }: Props) {
  const { t } = useTranslation();
  const all = selected.length === CALENDARS.length;
  const toggle = (name: CalendarName) =>
    onChange(CALENDARS.filter((c) => (c === name ? !selected.includes(c) : selected.includes(c))));

  return (
    <fieldset className="calendar-filters">
      <legend>{t('calendar.filters.label')}</legend>
      <div className="field-checkbox">
        <Checkbox inputId="calendar-all" checked={all} onChange={() => onChange(all ? [] : [...CALENDARS])} />
        <label htmlFor="calendar-all">{t('calendar.filters.all')}</label>
      </div>
      {CALENDARS.map((name) => (
        <div key={name} className={`field-checkbox calendar-filter ${calendarClass(name)}`}>
          <Checkbox inputId={`calendar-${name}`} checked={selected.includes(name)} onChange={() => toggle(name)} />
          <label htmlFor={`calendar-${name}`}>{t(`calendar.calendars.${name}`)}</label>
        </div>
      ))}
    </fieldset>
  );
}
