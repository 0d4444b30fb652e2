import { invoicesApi } from '../generated/invoices';

const INVOICES = { type: 'Invoice', id: 'LIST' } as const;

// A delete removes the row from every page, changes the totals and can change the recent clients, so it invalidates
// the list as well as the invoice itself.
const api = invoicesApi.enhanceEndpoints({
  addTagTypes: ['Invoice'],
  endpoints: {
    getInvoices: {
      providesTags: (result) => [
        INVOICES,
        ...(result?.invoices ?? []).map((invoice) => ({ type: 'Invoice' as const, id: invoice.id })),
      ],
    },
    getInvoice: { providesTags: (_r, _e, arg) => [{ type: 'Invoice', id: arg.id }] },
    getInvoiceClients: { providesTags: [INVOICES] },
    deleteInvoice: { invalidatesTags: (_r, _e, arg) => [INVOICES, { type: 'Invoice', id: arg.id }] },
  },
});

export const { useGetInvoicesQuery, useGetInvoiceQuery, useGetInvoiceClientsQuery, useDeleteInvoiceMutation } = api;
export type { GetInvoicesApiArg, Invoice, InvoiceClient, InvoicePaymentDetails } from '../generated/invoices';
