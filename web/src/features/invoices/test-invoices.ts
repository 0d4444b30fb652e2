import type { Invoice, InvoicePaymentDetails } from '../../api/enhanced/invoices';
import type { FakeRequest, Handler } from '../../test/fake-api';

const STATUSES = ['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due'] as const;
const COMPANIES = ['Klinik Gigi Harmoni', 'Klinik Gigi Tugu', 'Klinik Gigi Palapa'];

export const PAYMENT_DETAILS: InvoicePaymentDetails = {
  totalDue: 'Rp 175.300.000',
  bankName: 'Bank Sejahtera Nusantara',
  country: 'Indonesia',
  iban: '128-00-0417-2026-5',
  swiftCode: 'BSNUIDJA',
};

/** `count` invoices, newest first from #5000 down; statuses in turn; paid ones owe nothing. */
export function makeInvoices(count: number): Invoice[] {
  return Array.from({ length: count }, (_, i) => {
    const status = STATUSES[i % STATUSES.length]!;
    const n = String(i + 1).padStart(2, '0');
    return {
      id: 5000 - i,
      issuedDate: `2026-01-${String(28 - (i % 28)).padStart(2, '0')}`,
      client: {
        address: `Jl. Sudirman No. ${i + 1}, Jakarta`,
        company: COMPANIES[i % COMPANIES.length]!,
        companyEmail: `client${n}@klinik.id`,
        country: 'Indonesia',
        contact: `+62 811-0000-00${n}`,
        name: `Client ${n} Sehat`,
      },
      service: 'SKP Seminar Package',
      total: 10_000_000 + i * 1_000_000,
      avatar: i % 2 ? '' : `/images/avatars/${(i % 20) + 1}.svg`,
      invoiceStatus: status,
      balance: status === 'Paid' ? 0 : 2_500_000,
      dueDate: '2026-02-28',
    };
  });
}

/** A small stand-in for the BFF's invoice routes over an in-memory list. */
export function invoiceServer(seed: Invoice[]) {
  const invoices = [...seed];
  const notFound = { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Invoice not found' } };
  const handlers: Record<string, Handler> = {
    'GET /apps/invoice/invoices': (req: FakeRequest) => {
      const q = (req.query.get('q') ?? '').toLowerCase();
      const status = (req.query.get('status') ?? '').toLowerCase();
      const page = Number(req.query.get('page') ?? 1);
      const perPage = Number(req.query.get('perPage') ?? 10);
      const matching = invoices.filter(
        (i) =>
          (!status || i.invoiceStatus.toLowerCase() === status) &&
          (!q || i.client.name.toLowerCase().includes(q) || i.client.companyEmail.includes(q)),
      );
      return { body: { allData: invoices, invoices: matching.slice((page - 1) * perPage, page * perPage), total: matching.length } };
    },
    'DELETE /apps/invoice/delete': (req: FakeRequest) => {
      const index = invoices.findIndex((i) => i.id === Number(req.query.get('id')));
      if (index === -1) return notFound;
      invoices.splice(index, 1);
      return { body: { id: Number(req.query.get('id')) } };
    },
  };
  for (const invoice of seed) {
    handlers[`GET /api/invoice/invoices/${invoice.id}`] = () =>
      invoices.some((i) => i.id === invoice.id) ? { body: { invoice, paymentDetails: PAYMENT_DETAILS } } : notFound;
  }
  return { invoices, handlers };
}
