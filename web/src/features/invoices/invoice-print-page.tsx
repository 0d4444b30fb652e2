import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { PageLoading } from '../../components/page-states';
import { InvoiceDocument } from './components/invoice-document';
import { InvoiceNotFound } from './components/invoice-not-found';
import { InvoicesError } from './components/invoices-state';
import { useInvoiceFromPath } from './components/use-invoice';
import './invoices.css';

/** The invoice alone on the page (blank layout), and the browser's print dialog once it has loaded. */
export default function InvoicePrintPage() {
  const { t } = useTranslation();
  const { data, error, isLoading, refetch, notFound, idParam } = useInvoiceFromPath();
  const printed = useRef(false);

  useEffect(() => {
    if (!data || printed.current) return;
    // Let the browser lay the invoice out before the dialog takes its snapshot; once per visit.
    const frame = requestAnimationFrame(() => {
      printed.current = true;
      window.print();
    });
    return () => cancelAnimationFrame(frame);
  }, [data]);

  if (notFound) {
    return (
      <main className="invoice-print-page">
        <InvoiceNotFound idParam={idParam} />
      </main>
    );
  }
  if (isLoading) return <PageLoading />;
  if (error || !data) {
    return (
      <main className="invoice-print-page">
        <h1>{t('invoices.preview.title')}</h1>
        <InvoicesError title={t('invoices.preview.loadFailed')} error={error} onRetry={() => void refetch()} />
      </main>
    );
  }

  return (
    <main className="invoice-print-page">
      <nav className="invoice-print-toolbar" aria-label={t('invoices.preview.actions')}>
        <Link to={paths.invoicePreview(data.invoice.id)} className="p-button p-button-outlined invoices-link-button">
          <i className="pi pi-arrow-left" aria-hidden />
          <span>{t('invoices.actions.backToPreview')}</span>
        </Link>
        <button type="button" className="p-button invoices-link-button" onClick={() => window.print()}>
          <i className="pi pi-print" aria-hidden />
          <span>{t('invoices.actions.printAgain')}</span>
        </button>
      </nav>
      <div className="invoice-print-sheet">
        <InvoiceDocument invoice={data.invoice} paymentDetails={data.paymentDetails} titleLevel={1} />
      </div>
    </main>
  );
}
