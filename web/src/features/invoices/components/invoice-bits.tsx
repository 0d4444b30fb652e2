import { Tag } from 'primereact/tag';
import { Tooltip } from 'primereact/tooltip';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '../../../api/enhanced/invoices';
import { useDay, useMoney } from '../format';
import '../invoices.css';

type Status = Invoice['invoiceStatus'];

export const INVOICE_STATUSES = ['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due'] as const satisfies readonly Status[];

/** i18n key of each status (the API's values have spaces and capitals). */
export const STATUS_KEYS: Record<Status, string> = {
  Paid: 'paid',
  Downloaded: 'downloaded',
  Sent: 'sent',
  Draft: 'draft',
  'Partial Payment': 'partialPayment',
  'Past Due': 'pastDue',
};

const STATUS_LOOK: Record<Status, { icon: string; tone: string }> = {
  Paid: { icon: 'pi pi-check-circle', tone: 'success' },
  Downloaded: { icon: 'pi pi-download', tone: 'info' },
  Sent: { icon: 'pi pi-send', tone: 'neutral' },
  Draft: { icon: 'pi pi-file-edit', tone: 'brand' },
  'Partial Payment': { icon: 'pi pi-chart-pie', tone: 'warning' },
  'Past Due': { icon: 'pi pi-exclamation-circle', tone: 'danger' },
};

/** The status as a round icon; hovering or focusing it tells the status, the balance and the due date. */
export function InvoiceStatusIcon({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const money = useMoney();
  const day = useDay();
  const look = STATUS_LOOK[invoice.invoiceStatus];
  const id = `invoice-status-${invoice.id}`;
  const status = t(`invoices.status.${STATUS_KEYS[invoice.invoiceStatus]}`);
  const balance = t('invoices.tooltip.balance', { amount: money(invoice.balance) });
  const due = t('invoices.tooltip.dueDate', { date: day(invoice.dueDate) });
  return (
    <>
      <span id={id} className={`invoices-status-icon invoices-tone-${look.tone}`} role="img" tabIndex={0} aria-label={`${status}. ${balance}. ${due}`}>
        <i className={look.icon} aria-hidden />
      </span>
      <Tooltip target={`#${id}`} position="top" className="invoices-tooltip">
        <strong>{status}</strong>
        <br />
        {balance}
        <br />
        {due}
      </Tooltip>
    </>
  );
}

/** The status as a labelled badge. */
export function InvoiceStatusTag({ status }: { status: Status }) {
  const { t } = useTranslation();
  return <Tag className={`invoices-tag invoices-tone-${STATUS_LOOK[status].tone}`} value={t(`invoices.status.${STATUS_KEYS[status]}`)} />;
}

/** The balance still due, or a "Paid" badge when nothing is due. */
export function BalanceCell({ balance }: { balance: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (balance === 0) return <Tag className="invoices-tag invoices-tone-success" value={t('invoices.balance.paid')} />;
  return <span>{money(balance)}</span>;
}

/** The client's picture or initials. Decorative: the name is next to it. */
export function ClientAvatar({ invoice }: { invoice: Invoice }) {
  if (invoice.avatar) return <img className="invoices-avatar" src={invoice.avatar} alt="" />;
  const words = invoice.client.name.trim().split(/\s+/);
  const initials = `${words[0]?.[0] ?? ''}${words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : ''}`.toUpperCase();
  return (
    <span className="invoices-avatar invoices-initials" aria-hidden>
      {initials}
    </span>
  );
}
