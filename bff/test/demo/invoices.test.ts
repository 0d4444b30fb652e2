import { Value } from 'typebox/value';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadFixture } from '../../src/lib/fixtures.js';
import {
  InvoiceClientSchema,
  InvoicePaymentDetailsSchema,
  InvoiceSchema,
  type Invoice,
  type InvoicePaymentDetails,
} from '../../src/routes/demo/invoices/schemas.js';
import { MemoryInvoiceStore } from '../../src/stores/invoices.js';
import { bearer } from '../helpers.js';
import { badFields, demoClient, type DemoClient } from './client.js';

const NOW = new Date('2026-11-21T10:00:00Z');
let c: DemoClient;
beforeEach(async () => {
  c = await demoClient(NOW);
});
afterEach(async () => {
  await c.close();
});

interface ListBody {
  allData: Invoice[];
  invoices: Invoice[];
  total: number;
}

const fixture = () =>
  loadFixture<{ invoices: Invoice[]; paymentDetails: InvoicePaymentDetails }>('demo/invoices.json', NOW);
const desc = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => from - i);

const list = async (query = '') => {
  const res = await c.get(`/apps/invoice/invoices${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ListBody;
};
const ids = async (query = '') => (await list(query)).invoices.map((i) => i.id);

describe('invoices fixture', () => {
  it('matches the entity schemas in every record', () => {
    const { invoices, paymentDetails } = fixture();
    expect(invoices).toHaveLength(50);
    for (const invoice of invoices) {
      const errors = [...Value.Errors({ InvoiceClient: InvoiceClientSchema }, InvoiceSchema, invoice)];
      expect(errors, JSON.stringify(errors[0])).toEqual([]);
    }
    expect([...Value.Errors(InvoicePaymentDetailsSchema, paymentDetails)]).toEqual([]);
  });
});

describe('GET /apps/invoice/invoices', () => {
  it('answers the 10 newest invoices, the total and every invoice by default', async () => {
    const body = await list();
    expect(body.total).toBe(50);
    expect(body.invoices.map((i) => i.id)).toEqual(desc(5036, 5027));
    expect(body.invoices[0]).toMatchObject({ id: 5036, issuedDate: '2026-11-18', invoiceStatus: 'Sent' });
    expect(body.allData.map((i) => i.id)).toEqual(desc(5036, 4987));
  });

  it('pages: page 5 holds the oldest 10, page 6 is empty with the total', async () => {
    expect(await ids('?page=5')).toEqual(desc(4996, 4987));
    expect(await list('?page=6')).toMatchObject({ invoices: [], total: 50 });
    expect((await list('?page=6')).allData).toHaveLength(50);
    expect(await ids('?perPage=7&page=8')).toEqual([4987]);
    expect(await ids('?perPage=3&page=2')).toEqual([5033, 5032, 5031]);
  });

  it.each([
    ['Paid', [5035, 5023, 5011, 5008, 5007, 5003, 4998, 4995, 4991, 4990, 4989, 4987]],
    ['paid', [5035, 5023, 5011, 5008, 5007, 5003, 4998, 4995, 4991, 4990, 4989, 4987]],
    ['Partial%20Payment', [5026, 5024, 5020, 5013, 5004, 5002, 5000, 4999, 4997, 4993, 4992]],
    ['partial%20payment', [5026, 5024, 5020, 5013, 5004, 5002, 5000, 4999, 4997, 4993, 4992]],
    ['Past%20Due', [5017, 5010, 5009]],
    ['past%20due', [5017, 5010, 5009]],
    ['Draft', [5034, 5033, 5027, 5025, 5022, 5021, 5018, 5015, 5014, 5012]],
    ['sent', [5036, 5032, 5031, 5030, 5029, 5028]],
    ['Downloaded', [5019, 5016, 5006, 5005, 5001, 4996, 4994, 4988]],
  ])('filters by status %s', async (status, expected) => {
    const body = await list(`?status=${status}&perPage=100`);
    expect(body.invoices.map((i) => i.id)).toEqual(expected);
    expect(body.total).toBe(expected.length);
    expect(body.allData).toHaveLength(50);
  });

  it('does not count a settled balance as paid (the template shortcut)', async () => {
    const paid = await list('?status=paid&q=a&perPage=100');
    expect(paid.invoices.every((i) => i.invoiceStatus === 'Paid')).toBe(true);
    expect(paid.total).toBe(12);
    const draft = await list('?status=draft&perPage=100');
    expect(draft.invoices.every((i) => i.invoiceStatus === 'Draft' && i.balance === 0)).toBe(true);
  });

  it('searches client name or company email case-insensitively, not other fields', async () => {
    expect(await ids('?q=HUTAPEA')).toEqual([5032, 5007]);
    expect(await ids('?q=Yanti%20Hutapea')).toEqual([5032]);
    expect(await list('?q=tugudental')).toMatchObject({ total: 6 });
    expect(await ids('?q=tugudental')).toEqual([5035, 5025, 5024, 5011, 4996, 4990]);
    expect(await ids('?q=tugudental&status=Paid')).toEqual([5035, 5011, 4990]);
    expect(await ids('?q=tugudental&perPage=4&page=2')).toEqual([4996, 4990]);
    expect(await list('?q=Exhibition')).toMatchObject({ invoices: [], total: 0 });
    expect(await list('?q=Klinik')).toMatchObject({ invoices: [], total: 0 });
    expect(await list('?q=5036')).toMatchObject({ invoices: [], total: 0 });
  });

  it.each([
    ['?status=PAID', 'status'],
    ['?status=Overdue', 'status'],
    ['?status=partial', 'status'],
    ['?page=0', 'page'],
    ['?perPage=101', 'perPage'],
    ['?perPage=ten', 'perPage'],
    [`?q=${'x'.repeat(201)}`, 'q'],
  ])('answers 400 for %s', async (query, field) => {
    const res = await c.get(`/apps/invoice/invoices${query}`);
    expect(res.statusCode).toBe(400);
    expect(badFields(res.json())).toContain(field);
  });

  it('gives 403 to the client account and 401 without a token', async () => {
    const url = '/apps/invoice/invoices';
    expect((await c.request({ method: 'GET', url, headers: bearer(c.clientToken) })).statusCode).toBe(403);
    expect((await c.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('invoice list order', () => {
  const seed = (rows: [number, string][]) =>
    new MemoryInvoiceStore({
      invoices: rows.map(([id, issuedDate]) => ({ ...fixture().invoices[0]!, id, issuedDate })),
      paymentDetails: fixture().paymentDetails,
    });

  it('sorts by issuedDate, newest first, then by id, highest first', () => {
    const store = seed([
      [1, '2026-03-01'],
      [2, '2026-01-15'],
      [3, '2026-03-01'],
      [4, '2025-12-31'],
      [5, '2026-02-10'],
    ]);
    expect(store.list({}).invoices.map((i) => i.id)).toEqual([3, 1, 5, 2, 4]);
    expect(store.list({}).allData.map((i) => i.id)).toEqual([3, 1, 5, 2, 4]);
  });

  it('takes each company email of the recent clients once', () => {
    const store = seed([
      [1, '2026-01-01'],
      [2, '2026-01-02'],
    ]);
    expect(store.recentClients(5)).toHaveLength(1);
  });
});

describe('GET /api/invoice/invoices/{id}', () => {
  it('answers the invoice and the payment details', async () => {
    const res = await c.get('/api/invoice/invoices/5000');
    expect(res.statusCode).toBe(200);
    const { invoices, paymentDetails } = fixture();
    expect(res.json()).toEqual({ invoice: invoices.find((i) => i.id === 5000), paymentDetails: { ...paymentDetails, totalDue: 'Rp 5.300.000' } });
    expect(res.json().invoice).toMatchObject({ invoiceStatus: 'Partial Payment', balance: 5300000 });
  });

  it("gives each invoice its own total due: the invoice's balance (5036 owes its whole 39.7 million)", async () => {
    const res = (await c.get('/api/invoice/invoices/5036')).json();
    expect(res.invoice.balance).toBe(39_700_000);
    expect(res.paymentDetails.totalDue).toBe('Rp 39.700.000');
    expect((await c.get('/api/invoice/invoices/4987')).json().paymentDetails.totalDue).toBe('Rp 0');
  });

  it('answers 404 for an unknown id', async () => {
    const res = await c.get('/api/invoice/invoices/9999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found', message: 'Invoice 9999 not found' });
  });

  it.each(['abc', '0', '-1', '1.5'])('answers 400 naming id for %s', async (id) => {
    const res = await c.get(`/api/invoice/invoices/${id}`);
    expect(res.statusCode).toBe(400);
    expect(badFields(res.json())).toContain('id');
  });
});

describe('DELETE /apps/invoice/delete', () => {
  it('removes the invoice and answers its id', async () => {
    const res = await c.del('/apps/invoice/delete?id=5036');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 5036 });
    expect((await c.get('/api/invoice/invoices/5036')).statusCode).toBe(404);
    const body = await list();
    expect(body.total).toBe(49);
    expect(body.invoices.map((i) => i.id)).toEqual(desc(5035, 5026));
    expect(body.allData.map((i) => i.id)).not.toContain(5036);
    expect((await list('?status=sent')).total).toBe(5);
  });

  it('answers 404 for an unknown or already deleted id and deletes nothing', async () => {
    const res = await c.del('/apps/invoice/delete?id=9999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, message: 'Invoice 9999 not found' });
    expect((await list()).total).toBe(50);
    expect((await c.get('/api/invoice/invoices/4987')).statusCode).toBe(200);

    await c.del('/apps/invoice/delete?id=4987');
    expect((await c.del('/apps/invoice/delete?id=4987')).statusCode).toBe(404);
    expect((await list()).allData.map((i) => i.id)).toEqual(desc(5036, 4988));
  });

  it.each(['?id=abc', '?id=0', ''])('answers 400 naming id for %s', async (query) => {
    const res = await c.del(`/apps/invoice/delete${query}`);
    expect(res.statusCode).toBe(400);
    expect(badFields(res.json())).toContain('id');
    expect((await list()).total).toBe(50);
  });
});

describe('GET /api/invoice/clients', () => {
  const clientOf = (id: number) => fixture().invoices.find((i) => i.id === id)!.client;

  it('answers the clients of the 5 newest invoices as a bare array', async () => {
    const res = await c.get('/api/invoice/clients');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(desc(5036, 5032).map(clientOf));
    expect(res.json()[0]).toMatchObject({ name: 'Bayu Susanto', companyEmail: 'bayu.susanto@serimurni.com.my' });
  });

  it('reflects deletes', async () => {
    await c.del('/apps/invoice/delete?id=5034');
    const clients = (await c.get('/api/invoice/clients')).json() as { name: string }[];
    expect(clients).toEqual([5036, 5035, 5033, 5032, 5031].map(clientOf));
  });
});
