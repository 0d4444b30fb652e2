import { Type, type Static } from 'typebox';
import { FilterEnum, IdSchema, PagingQuery, SearchQuery } from '../../../schemas/common.js';

export const INVOICE_STATUSES = ['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due'] as const;
/** The status filter takes each status as written or all in lowercase. */
export const INVOICE_STATUS_FILTERS = [
  ...INVOICE_STATUSES,
  'paid',
  'downloaded',
  'sent',
  'draft',
  'partial payment',
  'past due',
] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export type InvoiceStatusFilter = (typeof INVOICE_STATUS_FILTERS)[number];

const CLIENT_EXAMPLE = {
  address: 'Jl. Sultan Agung No. 40, Bekasi',
  company: 'Klinik Gigi Harmoni',
  companyEmail: 'yuni.halim@harmoni-dental.id',
  country: 'Indonesia',
  contact: '+62 852-0677-2948',
  name: 'Yuni Halim',
};

const INVOICE_EXAMPLE = {
  id: 4987,
  issuedDate: '2026-01-08',
  client: CLIENT_EXAMPLE,
  service: 'PIT 2027 Exhibition Booth',
  total: 39250000,
  avatar: '/images/avatars/11.svg',
  invoiceStatus: 'Paid',
  balance: 0,
  dueDate: '2026-02-07',
};

/** An amount in rupiah as Indonesian invoices print it: Rp 39.700.000. */
export const rupiahText = (amount: number) => `Rp ${new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }).format(amount)}`;

const PAYMENT_DETAILS_EXAMPLE = {
  totalDue: 'Rp 0',
  bankName: 'Bank Sejahtera Nusantara',
  country: 'Indonesia',
  iban: '128-00-0417-2026-5',
  swiftCode: 'BSNUIDJA',
};

export const InvoiceClientSchema = Type.Object(
  {
    address: Type.String(),
    company: Type.String(),
    companyEmail: Type.String({ format: 'email' }),
    country: Type.String(),
    contact: Type.String(),
    name: Type.String(),
  },
  { $id: 'InvoiceClient', additionalProperties: false, examples: [CLIENT_EXAMPLE] },
);
export type InvoiceClient = Static<typeof InvoiceClientSchema>;

const amount = (description: string) => Type.Number({ minimum: 0, description });

export const InvoiceSchema = Type.Object(
  {
    id: IdSchema,
    issuedDate: Type.String({ format: 'date', description: 'YYYY-MM-DD.' }),
    client: Type.Ref('InvoiceClient'),
    service: Type.String(),
    total: amount('Invoiced amount in rupiah.'),
    avatar: Type.String({ description: "The client's image URL; empty for none." }),
    invoiceStatus: Type.Enum(INVOICE_STATUSES, { type: 'string' }),
    balance: amount('Amount still due in rupiah; 0 when nothing is due.'),
    dueDate: Type.String({ format: 'date', description: 'YYYY-MM-DD.' }),
  },
  { $id: 'Invoice', additionalProperties: false, examples: [INVOICE_EXAMPLE] },
);
export interface Invoice extends Omit<Static<typeof InvoiceSchema>, 'client' | 'invoiceStatus'> {
  client: InvoiceClient;
  invoiceStatus: InvoiceStatus;
}

export const InvoicePaymentDetailsSchema = Type.Object(
  {
    totalDue: Type.String({ description: "The invoice's balance, formatted in rupiah for display (Rp 39.700.000)." }),
    bankName: Type.String(),
    country: Type.String(),
    iban: Type.String({ description: "The association's account number at the bank (the template's field name; not an IBAN in Indonesia)." }),
    swiftCode: Type.String(),
  },
  {
    $id: 'InvoicePaymentDetails',
    additionalProperties: false,
    description: "The association's bank details, the same on every invoice, and the invoice's own amount due.",
    examples: [PAYMENT_DETAILS_EXAMPLE],
  },
);
export type InvoicePaymentDetails = Static<typeof InvoicePaymentDetailsSchema>;

export const invoicesSchemas = [InvoiceClientSchema, InvoiceSchema, InvoicePaymentDetailsSchema];

export const InvoiceListQuerySchema = Type.Object({
  q: SearchQuery,
  status: FilterEnum(
    INVOICE_STATUS_FILTERS,
    'Only invoices with this status, written as shown or in lowercase; absent or empty = any status.',
  ),
  ...PagingQuery(10),
});

export const InvoiceListResponseSchema = Type.Object(
  {
    allData: Type.Array(Type.Ref('Invoice'), { description: 'Every invoice, newest first, whatever the filters.' }),
    invoices: Type.Array(Type.Ref('Invoice'), { description: 'The requested page of matching invoices.' }),
    total: Type.Integer({ minimum: 0, description: 'How many invoices match the filters, over all pages.' }),
  },
  { examples: [{ allData: [INVOICE_EXAMPLE], invoices: [INVOICE_EXAMPLE], total: 1 }] },
);

// The demo's invoices are numbered from 4987 (the template's numbers): the docs' example names the first.
export const InvoiceIdSchema = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647, examples: [4987] }) });

export const InvoiceDetailResponseSchema = Type.Object(
  { invoice: Type.Ref('Invoice'), paymentDetails: Type.Ref('InvoicePaymentDetails') },
  { examples: [{ invoice: INVOICE_EXAMPLE, paymentDetails: PAYMENT_DETAILS_EXAMPLE }] },
);

export const DeletedInvoiceResponseSchema = Type.Object(
  { id: IdSchema },
  { description: 'The id of the deleted invoice.', examples: [{ id: 4987 }] },
);
