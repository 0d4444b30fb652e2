import { includesText, paginate } from '../lib/paginate.js';
import type {
  Invoice,
  InvoiceClient,
  InvoicePaymentDetails,
  InvoiceStatusFilter,
} from '../routes/demo/invoices/schemas.js';

export interface InvoiceListQuery {
  /** Matches client.companyEmail or client.name, case-insensitively. */
  q?: string;
  /** Compared case-insensitively; absent or empty: no filter. */
  status?: InvoiceStatusFilter | '';
  page?: number;
  perPage?: number;
}

export interface InvoicePage {
  allData: Invoice[];
  invoices: Invoice[];
  total: number;
}

export interface InvoiceStore {
  /** One page of the matching invoices, newest first, with every invoice and the matching count. */
  list(query: InvoiceListQuery): InvoicePage;
  get(id: number): Invoice | undefined;
  /** The association's bank details, shown on every invoice. */
  paymentDetails(): InvoicePaymentDetails;
  remove(id: number): Invoice | undefined;
  /** The clients of the first `count` invoices, newest first, each company email once. */
  recentClients(count: number): InvoiceClient[];
}

/** Newest first: issuedDate descending (ISO dates compare as text), then id descending. */
const newestFirst = (a: Invoice, b: Invoice) =>
  a.issuedDate === b.issuedDate ? b.id - a.id : a.issuedDate < b.issuedDate ? 1 : -1;

export class MemoryInvoiceStore implements InvoiceStore {
  private readonly invoices: Invoice[];
  private readonly details: InvoicePaymentDetails;

  constructor(seed: { invoices: Invoice[]; paymentDetails: InvoicePaymentDetails }) {
    this.invoices = structuredClone(seed.invoices);
    this.details = structuredClone(seed.paymentDetails);
  }

  list({ q, status, page, perPage }: InvoiceListQuery): InvoicePage {
    const all = this.sorted();
    const wanted = status?.toLowerCase();
    const matching = all.filter(
      (i) =>
        (!wanted || i.invoiceStatus.toLowerCase() === wanted) &&
        (includesText(i.client.companyEmail, q) || includesText(i.client.name, q)),
    );
    return {
      allData: structuredClone(all),
      invoices: structuredClone(paginate(matching, page, perPage)),
      total: matching.length,
    };
  }

  get(id: number) {
    const invoice = this.invoices.find((i) => i.id === id);
    return invoice && structuredClone(invoice);
  }

  paymentDetails() {
    return structuredClone(this.details);
  }

  remove(id: number) {
    const index = this.invoices.findIndex((i) => i.id === id);
    // findIndex gives -1 for an unknown id; splicing that would remove the last invoice.
    if (index === -1) return undefined;
    return this.invoices.splice(index, 1)[0];
  }

  recentClients(count: number) {
    const byEmail = new Map<string, InvoiceClient>();
    for (const { client } of this.sorted().slice(0, count)) {
      const key = client.companyEmail.toLowerCase();
      if (!byEmail.has(key)) byEmail.set(key, client);
    }
    return structuredClone([...byEmail.values()]);
  }

  private sorted() {
    return [...this.invoices].sort(newestFirst);
  }
}
