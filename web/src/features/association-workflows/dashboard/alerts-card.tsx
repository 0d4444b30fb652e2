import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useListAlertsQuery, type AssocAlert, type ListAlertsApiArg } from '../../../api/enhanced/workflows-overview';
import { messageText } from '../../../api/message-text';
import { usePaginatorTemplate } from '../../../components/paginator-template';
import { FilterDropdown } from '../components/filter-dropdown';
import { QueryCard } from '../components/query-card';
import { useFormat } from '../lib/format';

const TYPES = ['sip_expiring', 'sip_expired', 'skp_shortfall', 'dues_arrears'] as const;
const TONE = { sip_expiring: 'warning', sip_expired: 'danger', skp_shortfall: 'info', dues_arrears: 'danger' } as const;

/** Items in alarm, soonest due first, filterable by kind; each leads to the member. */
export function AlertsCard({
  type,
  page,
  perPage,
  onChange,
}: {
  type: string;
  page: number;
  perPage: number;
  onChange: (patch: { alertType?: string; alertPage?: string; alertPerPage?: string }) => void;
}) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const id = useId();
  const paginator = usePaginatorTemplate();
  const arg: ListAlertsApiArg = { type: (type || undefined) as ListAlertsApiArg['type'], page, perPage };
  const alerts = useListAlertsQuery(arg);
  const typeLabel = (value: string) => t(`associationWorkflows.alerts.types.${value}`);
  const filter = (
    <span className="aw-inline-field">
      <label htmlFor={id}>{t('associationWorkflows.alerts.type')}</label>
      <FilterDropdown
        inputId={id}
        value={type}
        allLabel={t('associationWorkflows.alerts.allTypes')}
        options={TYPES.map((value) => ({ label: typeLabel(value), value }))}
        onChange={(value) => onChange({ alertType: value, alertPage: '1' })}
      />
    </span>
  );
  return (
    <QueryCard
      title={t('associationWorkflows.alerts.title')}
      subtitle={t('associationWorkflows.alerts.subtitle')}
      query={alerts}
      className="aw-span-12"
      actions={filter}
    >
      {(data) => (
        <DataTable
          value={data.data.map((a, i) => ({ ...a, key: `${a.type}-${a.memberId}-${i}` }))}
          dataKey="key"
          lazy
          paginator={data.total > 5}
          paginatorTemplate={paginator}
          rows={perPage}
          rowsPerPageOptions={[5, 10, 25]}
          first={(data.page - 1) * perPage}
          totalRecords={data.total}
          onPage={(e) => onChange({ alertPage: String((e.page ?? 0) + 1), alertPerPage: String(e.rows) })}
          emptyMessage={t('associationWorkflows.alerts.empty')}
          pt={{ table: { 'aria-label': t('associationWorkflows.alerts.title') } }}
          className="aw-table"
          size="small"
        >
          <Column
            header={t('associationWorkflows.alerts.type')}
            body={(a: AssocAlert) => <span className={`aw-tag aw-tone-${TONE[a.type]}`}>{typeLabel(a.type)}</span>}
          />
          <Column
            header={t('associationWorkflows.fields.member')}
            body={(a: AssocAlert) => <Link to={paths.associationMember(a.memberId)}>{a.memberName}</Link>}
          />
          <Column header={t('associationWorkflows.fields.branch')} field="divisionName" />
          <Column
            header={t('associationWorkflows.alerts.dueAt')}
            body={(a: AssocAlert) => format.date(a.dueAt)}
            className="aw-nowrap"
          />
          <Column header={t('associationWorkflows.alerts.message')} body={(a: AssocAlert) => messageText(i18n, a)} className="aw-cell-wide" />
        </DataTable>
      )}
    </QueryCard>
  );
}
