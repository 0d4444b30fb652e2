import { useTranslation } from 'react-i18next';
import { FilterDropdown } from '../components/filter-dropdown';
import type { ListChange } from '../lib/use-list-state';
import { MAIL_CATEGORIES, MAIL_PRIORITIES, MAIL_STATUSES, type MailFilter } from './options';

/** Status, category, priority and overdue filters of the register. */
export function MailFilters({ filters, onChange }: { filters: Record<MailFilter, string>; onChange: (change: ListChange<MailFilter>) => void }) {
  const { t } = useTranslation();
  const k = 'associationCorrespondence';
  const set = (key: MailFilter) => (value: string) => onChange({ filters: { [key]: value } });
  return (
    <div className="ac-filters">
      <FilterDropdown
        id="mail-filter-status"
        label={t(`${k}.mails.columns.status`)}
        allLabel={t(`${k}.filters.allStatuses`)}
        value={filters.status}
        options={MAIL_STATUSES.map((s) => ({ value: s, label: t(`${k}.mailStatus.${s}`) }))}
        onChange={set('status')}
      />
      <FilterDropdown
        id="mail-filter-category"
        label={t(`${k}.mails.columns.category`)}
        allLabel={t(`${k}.filters.allCategories`)}
        value={filters.category}
        options={MAIL_CATEGORIES.map((c) => ({ value: c, label: t(`${k}.mailCategory.${c}`) }))}
        onChange={set('category')}
      />
      <FilterDropdown
        id="mail-filter-priority"
        label={t(`${k}.mails.columns.priority`)}
        allLabel={t(`${k}.filters.allPriorities`)}
        value={filters.priority}
        options={MAIL_PRIORITIES.map((p) => ({ value: p, label: t(`${k}.priority.${p}`) }))}
        onChange={set('priority')}
      />
      <FilterDropdown
        id="mail-filter-overdue"
        label={t(`${k}.filters.deadline`)}
        allLabel={t(`${k}.filters.anyDeadline`)}
        value={filters.overdue}
        options={[
          { value: 'true', label: t(`${k}.filters.overdueOnly`) },
          { value: 'false', label: t(`${k}.filters.notOverdue`) },
        ]}
        onChange={set('overdue')}
      />
    </div>
  );
}
