import { useTranslation } from 'react-i18next';
import type { DataTableRow } from '../../api/enhanced/tables';
import { formatDate, formatSalary, NameCell, StatusTag } from './cells';

/** The expanded row: every field of the record. */
export function RowDetails({ row }: { row: DataTableRow }) {
  const { t, i18n } = useTranslation();
  const items: [string, React.ReactNode][] = [
    [t('tables.columns.id'), row.id],
    [t('tables.columns.email'), <a href={`mailto:${row.email}`}>{row.email}</a>],
    [t('tables.columns.post'), row.post],
    [t('tables.columns.city'), row.city],
    [t('tables.columns.startDate'), formatDate(row.start_date, i18n.language)],
    [t('tables.columns.salary'), formatSalary(row.salary, i18n.language)],
    [t('tables.columns.age'), row.age],
    [t('tables.columns.experience'), row.experience],
    [t('tables.columns.status'), <StatusTag status={row.status} />],
  ];
  return (
    <section className="tables-details" aria-label={t('tables.advanced.detailsOf', { name: row.full_name })}>
      <NameCell row={row} />
      <dl>
        {items.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
