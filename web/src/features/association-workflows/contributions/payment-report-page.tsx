import { Column } from 'primereact/column';
import { DataTable, type DataTableExpandedRows, type DataTableSortEvent } from 'primereact/datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import {
  useGetPaymentReportQuery,
  useLazyExportPaymentReportQuery,
  type GetPaymentReportApiArg,
  type GetPaymentReportApiResponse,
} from '../../../api/enhanced/workflows-contributions';
import { usePaginatorTemplate } from '../../../components/paginator-template';
import { useAbility } from '../../auth/ability';
import { DivisionPicker } from '../components/division-picker';
import { FilterDropdown } from '../components/filter-dropdown';
import { LoadError } from '../components/query-card';
import { StatusTag } from '../components/status-tag';
import { ReversePaymentButton } from '../dues-actions/reverse-payment-button';
import { useFormat } from '../lib/format';
import { idParam, useUrlState } from '../lib/url-state';
import { ContributionsFrame } from './contributions-frame';
import { DateRange } from './date-range';
import { ExportButton } from '../../../components/export-button';
import { tableEmpty } from '../../../components/table-empty';

type Payment = GetPaymentReportApiResponse['data'][number];
const KINDS = ['member', 'collective'] as const;
const METHODS = ['transfer', 'cash', 'virtual_account', 'qris'] as const;

/** Payments received in a range and scope, with their allocations; the CSV has one row per allocation. */
export default function PaymentReportPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const ability = useAbility();
  const paginator = usePaginatorTemplate();
  const [state, update] = useUrlState({
    from: '',
    to: '',
    divisionId: '',
    kind: '',
    method: '',
    sort: 'paidAt:desc',
    page: '1',
    perPage: '10',
  });
  const [expanded, setExpanded] = useState<DataTableExpandedRows>({});
  const filter: Omit<GetPaymentReportApiArg, 'page' | 'perPage'> = {
    from: state.from || undefined,
    to: state.to || undefined,
    divisionId: idParam(state.divisionId),
    kind: (state.kind || undefined) as GetPaymentReportApiArg['kind'],
    method: (state.method || undefined) as GetPaymentReportApiArg['method'],
    sort: state.sort as GetPaymentReportApiArg['sort'],
  };
  const perPage = Number(state.perPage) || 10;
  const report = useGetPaymentReportQuery({ ...filter, page: Number(state.page) || 1, perPage });
  const [exportCsv] = useLazyExportPaymentReportQuery();
  const [sortField, sortOrder] = state.sort.split(':') as [string, string];
  const all = t('associationWorkflows.filters.all');

  const allocations = (p: Payment) => (
    <ul className="aw-list">
      {p.allocations.map((a) => (
        <li key={a.dueId}>
          <Link to={paths.associationMember(a.memberId)}>{a.memberName}</Link>
          <span className="muted small">
            {t('associationWorkflows.fields.period')} {a.period}
          </span>
          <span className="aw-list-end">{format.money(a.amount)}</span>
        </li>
      ))}
    </ul>
  );

  return (
    <ContributionsFrame
      screen="paymentReport"
      actions={<ExportButton fileName="payments.csv" fetchCsv={(lang) => exportCsv({ ...filter, lang }).unwrap()} />}
    >
      <section className="aw-card aw-filters">
        <DateRange
          idPrefix="payments"
          from={state.from}
          to={state.to}
          onChange={(patch) => update({ ...patch, page: '1' })}
        />
        <span className="field aw-filter-grow">
          <label htmlFor="payments-division">{t('associationWorkflows.filters.scope')}</label>
          <DivisionPicker
            within={{ action: 'read', subject: 'Contribution' }}
            inputId="payments-division"
            value={idParam(state.divisionId)}
            onChange={(id) => update({ divisionId: id ? String(id) : '', page: '1' })}
          />
        </span>
        <span className="field">
          <label htmlFor="payments-kind">{t('associationWorkflows.payments.kind')}</label>
          <FilterDropdown
            inputId="payments-kind"
            value={state.kind}
            allLabel={all}
            options={KINDS.map((k) => ({ label: t(`associationWorkflows.payments.kinds.${k}`), value: k }))}
            onChange={(value) => update({ kind: value, page: '1' })}
          />
        </span>
        <span className="field">
          <label htmlFor="payments-method">{t('associationWorkflows.payments.method')}</label>
          <FilterDropdown
            inputId="payments-method"
            value={state.method}
            allLabel={all}
            options={METHODS.map((m) => ({ label: t(`associationWorkflows.payments.methods.${m}`), value: m }))}
            onChange={(value) => update({ method: value, page: '1' })}
          />
        </span>
      </section>
      <section className="aw-card" aria-label={t('associationWorkflows.contributions.paymentReport.title')}>
        {report.data && (
          <p className="aw-total">
            <span>
              {t('associationWorkflows.contributions.paymentReport.count', { count: format.number(report.data.total) })}
            </span>
            <strong>
              {t('associationWorkflows.contributions.paymentReport.sum', {
                amount: format.money(report.data.totalAmount),
              })}
            </strong>
          </p>
        )}
        {report.isError ? (
          <LoadError error={report.error} onRetry={() => void report.refetch()} />
        ) : (
          <DataTable
            value={report.data?.data ?? []}
            loading={report.isFetching}
            dataKey="id"
            lazy
            paginator
            paginatorTemplate={paginator}
            rows={perPage}
            rowsPerPageOptions={[10, 25, 50, 100]}
            first={((report.data?.page ?? 1) - 1) * perPage}
            totalRecords={report.data?.total ?? 0}
            onPage={(e) => update({ page: String((e.page ?? 0) + 1), perPage: String(e.rows) })}
            sortField={sortField}
            sortOrder={sortOrder === 'asc' ? 1 : -1}
            onSort={(e: DataTableSortEvent) =>
              update({ sort: `${e.sortField}:${e.sortOrder === 1 ? 'asc' : 'desc'}`, page: '1' })
            }
            expandedRows={expanded}
            onRowToggle={(e) => setExpanded(e.data as DataTableExpandedRows)}
            rowExpansionTemplate={allocations}
            emptyMessage={tableEmpty(report.isFetching, t('associationWorkflows.contributions.paymentReport.empty'))}
            pt={{ table: { 'aria-label': t('associationWorkflows.contributions.paymentReport.title') } }}
            className="aw-table"
            size="small"
          >
            <Column expander style={{ inlineSize: '3rem' }} />
            <Column
              field="paidAt"
              sortable
              header={t('associationWorkflows.payments.paidAt')}
              body={(p: Payment) => format.date(p.paidAt)}
              className="aw-nowrap"
            />
            <Column header={t('associationWorkflows.payments.reference')} body={(p: Payment) => p.reference || '—'} />
            <Column
              header={t('associationWorkflows.payments.kind')}
              body={(p: Payment) => t(`associationWorkflows.payments.kinds.${p.kind}`)}
            />
            <Column
              header={t('associationWorkflows.payments.payer')}
              body={(p: Payment) =>
                p.memberId ? <Link to={paths.associationMember(p.memberId)}>{p.memberName}</Link> : p.divisionName
              }
            />
            <Column
              header={t('associationWorkflows.payments.method')}
              body={(p: Payment) => t(`associationWorkflows.payments.methods.${p.method}`)}
            />
            <Column
              header={t('associationWorkflows.payments.allocations')}
              body={(p: Payment) => format.number(p.allocations.length)}
              className="aw-num"
            />
            <Column
              field="amount"
              sortable
              header={t('associationWorkflows.contributions.cashReport.amount')}
              body={(p: Payment) => format.money(p.amount)}
              className="aw-num"
            />
            <Column
              header={t('associationWorkflows.fields.status')}
              body={(p: Payment) =>
                p.status === 'reversed' ? (
                  <StatusTag group="payment" status="reversed" />
                ) : (
                  ability.can('update', 'Contribution') && <ReversePaymentButton payment={p} />
                )
              }
            />
          </DataTable>
        )}
      </section>
    </ContributionsFrame>
  );
}
