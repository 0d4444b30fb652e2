import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_USER, installFakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { invoiceServer, makeInvoices } from './test-invoices';

beforeAll(() => Promise.all([import('./invoice-preview-page'), import('./invoice-print-page')]), 120_000);

describe('invoice preview', { timeout: 180_000 }, () => {
  it('shows the issuer, the client, the payment details from the API, the service and the totals', async () => {
    const { calls } = installFakeApi(invoiceServer(makeInvoices(6)).handlers);
    renderApp('/invoices/preview/4999', { user: ADMIN_USER });
    const doc = (await screen.findByText('Invoice #4999')).closest('article')!;
    expect(calls.some((c) => c.path === '/api/invoice/invoices/4999')).toBe(true);
    expect(within(doc).getByText('Sejawat')).toBeInTheDocument();
    expect(within(doc).getByText('Client 02 Sehat')).toBeInTheDocument();
    expect(within(doc).getByText('Jl. Sudirman No. 2, Jakarta')).toBeInTheDocument();
    expect(within(doc).getByText('client02@klinik.id')).toBeInTheDocument();

    const payment = within(doc).getByText('Payment details').closest('section')!;
    const rows: Array<[string, string]> = [
      ['Total due', 'IDR 2,500,000'],
      ['Bank name', 'Bank Sejahtera Nusantara'],
      ['Country', 'Indonesia'],
      ['Account number', '128-00-0417-2026-5'],
      ['SWIFT code', 'BSNUIDJA'],
    ];
    for (const [label, value] of rows) {
      expect(within(payment).getByText(label).nextElementSibling).toHaveTextContent(value);
    }

    const line = within(doc).getByText('SKP Seminar Package').closest('tr')!;
    expect(line).toHaveTextContent(/IDR\s11,000,000/);
    expect(within(doc).getByText('Paid', { selector: 'dt' }).nextElementSibling).toHaveTextContent(/IDR\s8,500,000/);
    expect(within(doc).getByText('Balance due').nextElementSibling).toHaveTextContent(/IDR\s2,500,000/);
    expect(within(doc).getByText('Downloaded')).toBeInTheDocument();
    // Print, and back to the list: no actions without a route behind them (send, add payment, download).
    const actions = screen.getByLabelText('Invoice actions');
    expect([...actions.querySelectorAll('a, button')].map((el) => el.textContent)).toEqual(['Print', 'Back to invoices']);
    expect(within(actions).getByText('Print').closest('a')).toHaveAttribute('href', '/invoices/print/4999');
  });

  it('says so when the invoice does not exist', async () => {
    installFakeApi(invoiceServer(makeInvoices(2)).handlers);
    renderApp('/invoices/preview/123', { user: ADMIN_USER });
    expect(await screen.findByText('Invoice not found')).toBeInTheDocument();
    expect(screen.getByText('There is no invoice #123. It may have been deleted.')).toBeInTheDocument();
  });

  it('shows the error state when the server fails', async () => {
    installFakeApi({
      'GET /api/invoice/invoices/5000': () => ({ status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Database unavailable' } }),
    });
    renderApp('/invoices/preview/5000', { user: ADMIN_USER });
    const alert = (await screen.findByText('This invoice could not be loaded.')).closest('[role="alert"]');
    expect(alert).toHaveTextContent('Database unavailable');
  });
});

describe('invoice print', { timeout: 180_000 }, () => {
  it('shows only the invoice and opens the print dialog once it has loaded', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    installFakeApi(invoiceServer(makeInvoices(3)).handlers);
    renderApp('/invoices/print/5000', { user: ADMIN_USER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice #5000' })).toBeInTheDocument();
    expect(screen.getByText('BSNUIDJA')).toBeInTheDocument();
    expect(screen.queryByLabelText('Main menu')).not.toBeInTheDocument();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('does not print a missing invoice', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    installFakeApi(invoiceServer(makeInvoices(1)).handlers);
    renderApp('/invoices/print/42', { user: ADMIN_USER });
    expect(await screen.findByText('Invoice not found')).toBeInTheDocument();
    expect(print).not.toHaveBeenCalled();
  });

  it('asks to sign in first', async () => {
    installFakeApi({});
    renderApp('/invoices/print/5000');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });
});
