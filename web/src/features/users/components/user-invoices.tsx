import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useGetInvoicesQuery, type Invoice } from '../../../api/enhanced/invoices';
import type { UserAccount } from '../../../api/enhanced/users';
import { BalanceCell, InvoiceStatusTag } from '../../invoices/components/invoice-bits';
import { useDay, useMoney } from '../../invoices/format';
import { UsersError } from './users-state';

/**
 * The invoices the association issued to the user's practice (invoices whose client company is the user's company).
 * The API links users and invoices by nothing else, so this is what the section shows, and says so.
 */
export function UserInvoices({ user }: { user: UserAccount }) {
  const { t } = useTranslation();
  const money = useMoney();
  const day = useDay();
  // allData is every invoice whatever the page; one row per page keeps the answer small.
  const { data, error, isLoading, isFetching, refetch } = useGetInvoicesQuery({ perPage: 1 });
  const company = user.company.trim().toLowerCase();
  const invoices = (data?.allData ?? []).filter((i) => i.client.company.trim().toLowerCase() === company);
  const title = t('users.view.invoices.title', { company: user.company });

  return (
    <section className="users-card card-surface" aria-labelledby="user-invoices-title">
      <h2 id="user-invoices-title">{title}</h2>
      <p className="muted small">{t('users.view.invoices.explanation')}</p>
      {error && !isFetching ? (
        <UsersError title={t('users.view.invoices.loadFailed')} error={error} onRetry={() => void refetch()} />
      ) : (
        <DataTable
          value={invoices}
          dataKey="id"
          loading={isLoading}
          paginator={invoices.length > 5}
          rows={5}
          emptyMessage={t('users.view.invoices.empty')}
          size="small"
          pt={{ table: { 'aria-label': title } }}
        >
          <Column
            header={t('users.view.invoices.number')}
            body={(i: Invoice) => <Link to={paths.invoicePreview(i.id)}>#{i.id}</Link>}
          />
          <Column header={t('users.view.invoices.client')} field="client.name" />
          <Column header={t('users.view.invoices.service')} field="service" />
          <Column header={t('users.view.invoices.status')} body={(i: Invoice) => <InvoiceStatusTag status={i.invoiceStatus} />} />
          <Column header={t('users.view.invoices.issued')} body={(i: Invoice) => day(i.issuedDate)} />
          <Column header={t('users.view.invoices.total')} body={(i: Invoice) => money(i.total)} />
          <Column header={t('users.view.invoices.balance')} body={(i: Invoice) => <BalanceCell balance={i.balance} />} />
        </DataTable>
      )}
    </section>
  );
}
