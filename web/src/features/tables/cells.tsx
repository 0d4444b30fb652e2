import { Avatar } from 'primereact/avatar';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import type { DataTableRow } from '../../api/enhanced/tables';
import { makeDateFormatter } from '../../lib/dates';

/** Status codes 1 to 5 of the demo rows, as translation keys. */
export const STATUS_KEYS: Record<number, string> = {
  1: 'current',
  2: 'professional',
  3: 'rejected',
  4: 'resigned',
  5: 'applied',
};

/** First letters of the first and last word: "Yoga Fadillah" -> "YF". */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]![0]!;
  const last = words.length > 1 ? words[words.length - 1]![0]! : '';
  return (first + last).toUpperCase();
}

/** MM/DD/YYYY from the server, shown in the reader's language; anything else is shown as sent. */
export function formatDate(mdy: string, language: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(mdy);
  if (!match) return mdy;
  return makeDateFormatter(language).date(`${match[3]}-${match[1]}-${match[2]}`);
}

/** '$23896.35' from the server, shown as a US-dollar amount in the reader's language. */
export function formatSalary(salary: string, language: string): string {
  const amount = Number(salary.replace(/[^\d.]/g, ''));
  if (!Number.isFinite(amount) || salary.trim() === '') return salary;
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(amount);
}

export function NameCell({ row, withEmail = false }: { row: DataTableRow; withEmail?: boolean }) {
  return (
    <div className="tables-person">
      {row.avatar ? (
        <Avatar image={row.avatar} imageAlt="" shape="circle" className="tables-avatar" />
      ) : (
        <Avatar label={initials(row.full_name)} shape="circle" className="tables-avatar" aria-hidden />
      )}
      <span className="tables-person-text">
        <span className="tables-person-name">{row.full_name}</span>
        {withEmail && <span className="tables-person-email">{row.email}</span>}
      </span>
    </div>
  );
}

export function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  const key = STATUS_KEYS[status];
  return (
    <Tag
      className={`status-tag status-${key ?? 'unknown'}`}
      value={key ? t(`tables.status.${key}`) : t('tables.status.unknown', { code: status })}
    />
  );
}

/** Body templates shared by both tables. */
export function useCellTemplates() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    name: (row: DataTableRow) => <NameCell row={row} />,
    nameAndEmail: (row: DataTableRow) => <NameCell row={row} withEmail />,
    status: (row: DataTableRow) => <StatusTag status={row.status} />,
    startDate: (row: DataTableRow) => formatDate(row.start_date, language),
    salary: (row: DataTableRow) => formatSalary(row.salary, language),
    /** Text such as '5 Years' keeps its own direction inside right-to-left pages. */
    experience: (row: DataTableRow) => <bdi>{row.experience}</bdi>,
  };
}
