import { Button } from 'primereact/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetInvoicesQuery, type Invoice } from '../../api/enhanced/invoices';
import { useAbility } from '../auth/ability';
import { DeleteInvoiceDialog } from './components/delete-invoice-dialog';
import { InvoicesError } from './components/invoices-state';
import { InvoicesTable } from './components/invoices-table';
import { InvoicesToolbar } from './components/invoices-toolbar';
import { useInvoicesQuery } from './components/use-invoices-query';
import './invoices.css';

/** Invoices: status filter, server-side search and paging (all in the address), preview, print and delete. */
export default function InvoicesListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const { query, update, apiArg, filtered } = useInvoicesQuery();
  const [doomed, setDoomed] = useState<Invoice | null>(null);
  const { data, error, isFetching, refetch } = useGetInvoicesQuery(apiArg);

  // A page past the end (the last invoice of the last page was deleted, or an old link): go to the last page.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / query.perPage)) : 1;
  useEffect(() => {
    if (data && data.invoices.length === 0 && data.total > 0 && query.page > lastPage) update({ page: lastPage }, { replace: true });
  }, [data, query.page, lastPage, update]);

  const invoices = data?.invoices ?? [];
  const from = invoices.length ? (query.page - 1) * query.perPage + 1 : 0;

  return (
    <div className="invoices-page">
      <header className="invoices-header">
        <h1>{t('invoices.list.title')}</h1>
        <p className="muted">{t('invoices.list.subtitle')}</p>
      </header>
      <div className="invoices-card card-surface">
        <InvoicesToolbar
          query={query}
          onStatus={(status) => update({ status })}
          onSearch={(q) => update({ q }, { replace: true })}
        />
        {error && !isFetching ? (
          <InvoicesError title={t('invoices.list.loadFailed')} error={error} onRetry={() => void refetch()} />
        ) : (
          <>
            <InvoicesTable
              invoices={invoices}
              total={data?.total ?? 0}
              page={query.page}
              perPage={query.perPage}
              loading={isFetching}
              emptyMessage={filtered ? t('invoices.list.noMatch') : t('invoices.list.empty')}
              canDelete={ability.can('delete', 'Invoice')}
              onPage={(page, perPage) => update(perPage !== query.perPage ? { perPage } : { page })}
              onDelete={setDoomed}
            />
            <div className="invoices-summary">
              <p className="muted small" aria-live="polite">
                {t('invoices.list.summary', { from, to: from ? from + invoices.length - 1 : 0, total: data?.total ?? 0 })}
              </p>
              {filtered && (
                <Button type="button" label={t('invoices.filters.clear')} icon="pi pi-filter-slash" text size="small" onClick={() => update({ q: '', status: '' })} />
              )}
            </div>
          </>
        )}
      </div>
      <DeleteInvoiceDialog invoice={doomed} onClose={() => setDoomed(null)} />
    </div>
  );
}
