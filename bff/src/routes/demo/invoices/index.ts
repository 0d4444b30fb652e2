import { Type } from 'typebox';
import { loadFixture } from '../../../lib/fixtures.js';
import { notFound } from '../../../lib/http-error.js';
import { errorResponses } from '../../../schemas/common.js';
import { MemoryInvoiceStore } from '../../../stores/invoices.js';
import { resettableStore, type DemoArea } from '../area.js';
import {
  DeletedInvoiceResponseSchema,
  InvoiceDetailResponseSchema,
  InvoiceIdSchema,
  InvoiceListQuerySchema,
  InvoiceListResponseSchema,
  invoicesSchemas,
  rupiahText,
  type Invoice,
  type InvoicePaymentDetails,
} from './schemas.js';

const TAG = 'Invoices';
const read = { ability: { action: 'read', subject: 'Invoice' } } as const;
const remove = { ability: { action: 'delete', subject: 'Invoice' } } as const;

/** How many of the newest invoices the client picker draws its clients from, as in the template. */
const RECENT_CLIENT_INVOICES = 5;

const area: DemoArea = {
  tag: { name: TAG, description: 'Invoices: list, detail, delete, clients.' },
  plugin: async (app, options) => {
    const { now = () => new Date() } = options;
    for (const schema of invoicesSchemas) app.addSchema(schema);
    const store = resettableStore(
      options,
      () =>
        new MemoryInvoiceStore(
          loadFixture<{ invoices: Invoice[]; paymentDetails: InvoicePaymentDetails }>('demo/invoices.json', now()),
        ),
    );

    app.get(
      '/apps/invoice/invoices',
      {
        config: read,
        schema: {
          operationId: 'getInvoices',
          tags: [TAG],
          summary: 'One page of invoices, searched and filtered',
          description:
            'q matches a substring of client.companyEmail or client.name, case-insensitively. status keeps ' +
            'invoices with that status, given as shown (e.g. "Partial Payment") or in lowercase ("partial ' +
            'payment"); empty or absent means any status, another value is a 400. A balance of 0 does not make an ' +
            'invoice match "paid" (the template\'s shortcut is not kept). Newest first: issuedDate descending, ' +
            'then id descending. page defaults to 1, perPage to 10; a page past the end is empty with the right ' +
            'total. allData holds every invoice, newest first, whatever the filters.',
          querystring: InvoiceListQuerySchema,
          response: { 200: InvoiceListResponseSchema },
        },
      },
      async ({ query }) => store.list(query),
    );

    app.get(
      '/api/invoice/invoices/:id',
      {
        config: read,
        schema: {
          operationId: 'getInvoice',
          tags: [TAG],
          summary: 'One invoice with the payment details',
          description:
            'The invoice and the bank details to pay it to. Unknown id: 404 (the template answered 200 without ' +
            'the invoice).',
          params: InvoiceIdSchema,
          response: { 200: InvoiceDetailResponseSchema, ...errorResponses(404) },
        },
      },
      async ({ params }) => {
        const invoice = store.get(params.id);
        if (!invoice) throw notFound(`Invoice ${params.id}`);
        // What is due is this invoice's own balance, not a figure shared by every invoice.
        return { invoice, paymentDetails: { ...store.paymentDetails(), totalDue: rupiahText(invoice.balance) } };
      },
    );

    app.delete(
      '/apps/invoice/delete',
      {
        config: remove,
        schema: {
          operationId: 'deleteInvoice',
          tags: [TAG],
          summary: 'Delete an invoice',
          description:
            'Removes the invoice and answers {id} (the template answered without a body). Unknown id: 404, and ' +
            'nothing is deleted (the template deleted the last invoice instead).',
          querystring: InvoiceIdSchema,
          response: { 200: DeletedInvoiceResponseSchema, ...errorResponses(404) },
        },
      },
      async ({ query }) => {
        if (!store.remove(query.id)) throw notFound(`Invoice ${query.id}`);
        return { id: query.id };
      },
    );

    app.get(
      '/api/invoice/clients',
      {
        config: read,
        schema: {
          operationId: 'getInvoiceClients',
          tags: [TAG],
          summary: 'Clients of the newest invoices',
          description:
            `The clients of the ${RECENT_CLIENT_INVOICES} newest invoices (the list order of getInvoices), as a ` +
            'bare array, each companyEmail once, so fewer when clients repeat. Reflects deletes.',
          response: { 200: Type.Array(Type.Ref('InvoiceClient'), { maxItems: RECENT_CLIENT_INVOICES }) },
        },
      },
      async () => store.recentClients(RECENT_CLIENT_INVOICES),
    );
  },
};

export default area;
