import { useTranslation } from 'react-i18next';
import { env } from '../../../app/env';
import type { Invoice, InvoicePaymentDetails } from '../../../api/enhanced/invoices';
import { useDay, useMoney } from '../format';
import { InvoiceStatusTag } from './invoice-bits';

interface Props {
  invoice: Invoice;
  paymentDetails: InvoicePaymentDetails;
  /** The heading level of the invoice title: 1 when the invoice is the page (print), 2 inside a page with its own h1. */
  titleLevel?: 1 | 2;
}

/** The invoice as a document: the association as issuer, the client, where to pay, the service and the totals. */
export function InvoiceDocument({ invoice, paymentDetails, titleLevel = 2 }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const day = useDay();
  const Title = titleLevel === 1 ? 'h1' : 'h2';
  const paid = Math.max(0, invoice.total - invoice.balance);
  const client = invoice.client;

  return (
    <article className="invoice-document" aria-labelledby="invoice-title">
      <header className="invoice-doc-header">
        <div className="invoice-issuer">
          <div className="invoice-brand">
            <i className="pi pi-heart-fill" aria-hidden />
            <span>{env.appName}</span>
          </div>
          <p className="muted">{t('invoices.document.issuer')}</p>
        </div>
        <div className="invoice-meta">
          <Title id="invoice-title">{t('invoices.document.title', { id: invoice.id })}</Title>
          <dl>
            <div>
              <dt>{t('invoices.document.issuedDate')}</dt>
              <dd>{day(invoice.issuedDate)}</dd>
            </div>
            <div>
              <dt>{t('invoices.document.dueDate')}</dt>
              <dd>{day(invoice.dueDate)}</dd>
            </div>
            <div>
              <dt>{t('invoices.document.status')}</dt>
              <dd>
                <InvoiceStatusTag status={invoice.invoiceStatus} />
              </dd>
            </div>
          </dl>
        </div>
      </header>

      <div className="invoice-parties">
        <section aria-labelledby="invoice-to">
          <h3 id="invoice-to">{t('invoices.document.invoiceTo')}</h3>
          <address>
            <strong>{client.name}</strong>
            <span>{client.company}</span>
            <span>{client.address}</span>
            <span>{client.country}</span>
            <span>{client.contact}</span>
            <span>{client.companyEmail}</span>
          </address>
        </section>
        <section aria-labelledby="invoice-payment">
          <h3 id="invoice-payment">{t('invoices.document.paymentDetails')}</h3>
          <dl className="invoice-payment">
            {(
              [
                // The invoice's own balance, in the interface's money format like the totals below.
                ['totalDue', money(invoice.balance)],
                ['bankName', paymentDetails.bankName],
                ['country', paymentDetails.country],
                ['iban', paymentDetails.iban],
                ['swiftCode', paymentDetails.swiftCode],
              ] as const
            ).map(([key, value]) => (
              <div key={key}>
                <dt>{t(`invoices.document.${key}`)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>

      <table className="invoice-lines">
        <caption className="visually-hidden">{t('invoices.document.lines')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('invoices.document.service')}</th>
            <th scope="col" className="invoice-amount">
              {t('invoices.document.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{invoice.service}</td>
            <td className="invoice-amount">{money(invoice.total)}</td>
          </tr>
        </tbody>
      </table>

      <dl className="invoice-totals">
        <div>
          <dt>{t('invoices.document.total')}</dt>
          <dd>{money(invoice.total)}</dd>
        </div>
        <div>
          <dt>{t('invoices.document.paid')}</dt>
          <dd>{money(paid)}</dd>
        </div>
        <div className="invoice-balance">
          <dt>{t('invoices.document.balanceDue')}</dt>
          <dd>{money(invoice.balance)}</dd>
        </div>
      </dl>

      <p className="invoice-note">
        <strong>{t('invoices.document.noteLabel')}</strong> {t('invoices.document.note', { id: invoice.id, appName: env.appName })}
      </p>
    </article>
  );
}
