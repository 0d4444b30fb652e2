import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { PageLoading } from '../../components/page-states';
import { InvoiceDocument } from './components/invoice-document';
import { InvoiceNotFound } from './components/invoice-not-found';
import { InvoicesError } from './components/invoices-state';
import { useInvoiceFromPath } from './components/use-invoice';
import './invoices.css';

/** One invoice as a document, with the actions that exist: print and back to the list. */
export default function InvoicePreviewPage() {
  const { t } = useTranslation();
  const { data, error, isLoading, refetch, notFound, idParam } = useInvoiceFromPath();

  if (notFound) return <InvoiceNotFound idParam={idParam} />;
  if (isLoading) return <PageLoading />;
  if (error || !data) {
    return (
      <div className="invoices-page">
        <h1>{t('invoices.preview.title')}</h1>
        <InvoicesError title={t('invoices.preview.loadFailed')} error={error} onRetry={() => void refetch()} />
      </div>
    );
  }

  const { invoice, paymentDetails } = data;
  return (
    <div className="invoices-page">
      <header className="invoices-header">
        <h1>{t('invoices.preview.title')}</h1>
      </header>
      <div className="invoice-preview-grid">
        <div className="invoices-card card-surface">
          <InvoiceDocument invoice={invoice} paymentDetails={paymentDetails} />
        </div>
        <aside className="invoices-card card-surface invoice-actions" aria-label={t('invoices.preview.actions')}>
          <a href={paths.invoicePrint(invoice.id)} target="_blank" rel="noopener" className="p-button invoices-link-button">
            <i className="pi pi-print" aria-hidden />
            <span>{t('invoices.actions.print')}</span>
          </a>
          <Link to={paths.invoicesList} className="p-button p-button-outlined invoices-link-button">
            <i className="pi pi-arrow-left" aria-hidden />
            <span>{t('invoices.actions.backToList')}</span>
          </Link>
        </aside>
      </div>
    </div>
  );
}
