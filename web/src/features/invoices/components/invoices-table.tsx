import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable, type DataTableStateEvent } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import { usePaginatorTemplate } from '../../../components/paginator-template';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import type { Invoice } from '../../../api/enhanced/invoices';
import { useDay, useMoney } from '../format';
import { BalanceCell, ClientAvatar, InvoiceStatusIcon } from './invoice-bits';
import { PER_PAGE_OPTIONS } from './use-invoices-query';

interface Props {
  invoices: Invoice[];
  total: number;
  page: number;
  perPage: number;
  loading: boolean;
  emptyMessage: string;
  canDelete: boolean;
  onPage: (page: number, perPage: number) => void;
  onDelete: (invoice: Invoice) => void;
}

/** One server page of invoices (lazy paging). */
export function InvoicesTable({ invoices, total, page, perPage, loading, emptyMessage, canDelete, onPage, onDelete }: Props) {
  const { t } = useTranslation();
  const paginatorTemplate = usePaginatorTemplate();
  const money = useMoney();
  const day = useDay();

  const client = (invoice: Invoice) => (
    <div className="invoices-client">
      <ClientAvatar invoice={invoice} />
      <div>
        <span className="invoices-client-name">{invoice.client.name}</span>
        <span className="muted small">{invoice.client.companyEmail}</span>
      </div>
    </div>
  );

  const actions = (invoice: Invoice) => (
    <div className="invoices-row-actions">
      <Link to={paths.invoicePreview(invoice.id)} className="icon-button" aria-label={t('invoices.actions.previewInvoice', { id: invoice.id })} title={t('invoices.actions.preview')}>
        <i className="pi pi-eye" aria-hidden />
      </Link>
      <a
        href={paths.invoicePrint(invoice.id)}
        target="_blank"
        rel="noopener"
        className="icon-button"
        aria-label={t('invoices.actions.printInvoice', { id: invoice.id })}
        title={t('invoices.actions.print')}
      >
        <i className="pi pi-print" aria-hidden />
      </a>
      {canDelete && (
        <Button
          type="button"
          icon="pi pi-trash"
          rounded
          text
          severity="danger"
          aria-label={t('invoices.actions.deleteInvoice', { id: invoice.id })}
          tooltip={t('invoices.actions.delete')}
          tooltipOptions={{ position: 'top' }}
          onClick={() => onDelete(invoice)}
        />
      )}
    </div>
  );

  return (
    <DataTable
      value={invoices}
      dataKey="id"
      lazy
      loading={loading}
      paginator
      first={(page - 1) * perPage}
      rows={perPage}
      totalRecords={total}
      rowsPerPageOptions={[...PER_PAGE_OPTIONS]}
      paginatorTemplate={paginatorTemplate}
      onPage={(e: DataTableStateEvent) => onPage((e.page ?? 0) + 1, e.rows)}
      emptyMessage={emptyMessage}
      className="invoices-table"
      pt={{ table: { 'aria-label': t('invoices.list.tableLabel') } }}
    >
      <Column header={t('invoices.columns.id')} body={(i: Invoice) => <Link to={paths.invoicePreview(i.id)}>#{i.id}</Link>} />
      <Column header={<span className="visually-hidden">{t('invoices.columns.status')}</span>} body={(i: Invoice) => <InvoiceStatusIcon invoice={i} />} />
      <Column header={t('invoices.columns.client')} body={client} />
      <Column header={t('invoices.columns.total')} body={(i: Invoice) => money(i.total)} />
      <Column header={t('invoices.columns.issuedDate')} body={(i: Invoice) => day(i.issuedDate)} />
      <Column header={t('invoices.columns.balance')} body={(i: Invoice) => <BalanceCell balance={i.balance} />} />
      <Column header={t('invoices.columns.actions')} body={actions} className="invoices-actions-column" />
    </DataTable>
  );
}
