import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_USER, installFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { choose, urlQuery } from '../test-ui';
import { workflowServer } from '../test-server';

vi.mock('react-chartjs-2', async () => (await import('../test-chart-stub')).chartStubs);
beforeAll(() => import('./dashboard-page'), 120_000);

const kpi = (key: string) => document.querySelector<HTMLElement>(`[data-kpi="${key}"]`)!;
const section = (title: string) => screen.getByText(title, { selector: 'h2' }).closest('section')!;

describe('association dashboard', { timeout: 120_000 }, () => {
  it('shows the numbers the API answered: members, queue, dues, mitigation and alarms', async () => {
    const server = workflowServer();
    // The arrears list holds 173 members; the tile that opens it says 173 too (it counted member statuses: 179).
    const listed = Array.from({ length: 173 }, (_, i) => ({ ...server.arrears[0]!, memberId: 1000 + i }));
    server.handlers['GET /api/association/contributions/arrears'] = (req) => {
      const perPage = Number(req.query.get('perPage') ?? 10);
      return { body: { data: listed.slice(0, perPage), total: 173, page: 1, perPage, totalPages: Math.ceil(173 / perPage), from: 1, to: perPage } };
    };
    const { calls } = installFakeApi(server.handlers);
    renderApp('/association/dashboard', { user: ADMIN_USER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Association dashboard' })).toBeInTheDocument();

    await waitFor(() => expect(kpi('members')).toHaveTextContent('2,000'));
    expect(kpi('active')).toHaveTextContent('1,380');
    await waitFor(() => expect(kpi('inArrears')).toHaveTextContent('173'));
    expect(kpi('inArrears').querySelector('a')).toHaveAttribute('href', '/association/contributions/arrears');
    await waitFor(() => expect(kpi('pendingVerifications')).toHaveTextContent('1'));
    await waitFor(() => expect(kpi('collected')).toHaveTextContent('IDR 603.6m'));
    expect(kpi('collected')).toHaveTextContent('of IDR 968.4m billed (62%)');
    expect(kpi('owed')).toHaveTextContent('IDR 364.8m');
    await waitFor(() => expect(kpi('alerts')).toHaveTextContent('2'));

    // The charts draw exactly the API's counts.
    const byStatus = section('Members by status');
    await waitFor(() =>
      expect(within(byStatus).getByTestId('chart-dataset')).toHaveTextContent(
        'Members=[91,57,1380,179,87,81,42,41,42]',
      ),
    );
    const byProvince = section('Members by province');
    expect(within(byProvince).getByTestId('chart-labels')).toHaveTextContent('Jawa Barat');
    expect(within(byProvince).getAllByTestId('chart-dataset')[0]).toHaveTextContent('Active and honorary=[70]');
    const dues = section('Dues 2026: collected and owed by province');
    await waitFor(() =>
      expect(within(dues).getAllByTestId('chart-dataset')[0]).toHaveTextContent('Collected=[66750000]'),
    );
    expect(within(dues).getAllByTestId('chart-dataset')[1]).toHaveTextContent('Owed=[19650000]');

    const mitigation = section('Mitigation');
    await waitFor(() => expect(within(mitigation).getByText('Survivors').parentElement).toHaveTextContent('30'));
    expect(within(mitigation).getByText('Vaccinations').parentElement).toHaveTextContent('90');
    expect(within(mitigation).getByText('Vaccinations').parentElement).toHaveTextContent('10 in the last 24 months');

    const mail = section('Incoming mail (Surat Masuk)');
    await waitFor(() =>
      expect(mail.querySelector('[data-mail="received"]')).toHaveTextContent(
        `Received in ${new Date().getFullYear()}148`,
      ),
    );
    expect(mail.querySelector('[data-mail="pending"]')).toHaveTextContent('16');
    expect(mail.querySelector('[data-mail="overdue"]')).toHaveTextContent('3');
    expect(within(mail).getByTestId('chart-dataset')).toHaveTextContent('Letters received=[12,9]');

    const alerts = section('Items in alarm');
    expect(await within(alerts).findByRole('link', { name: 'drg. Maria Saraswati' })).toHaveAttribute(
      'href',
      '/association/members/13',
    );
    expect(
      calls.some(
        (c) =>
          c.path === '/api/association/contributions/dashboard' &&
          c.query.get('period') === String(new Date().getFullYear()),
      ),
    ).toBe(true);
  });

  it('leaves the mail card out for an account that may not read mail', async () => {
    const { calls } = installFakeApi(workflowServer().handlers);
    const reader = {
      ...ADMIN_USER,
      ability: ['Member', 'Verification', 'Alert', 'Contribution', 'Mitigation'].map((subject) => ({
        action: 'read',
        subject,
      })),
    };
    renderApp('/association/dashboard', { user: reader });
    await screen.findByText('Members by status', { selector: 'h2' });
    expect(screen.queryByText('Incoming mail (Surat Masuk)')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/association/mails/statistics')).toBe(false);
  });

  it('filters the items in alarm by kind on the server and keeps the choice in the address', async () => {
    const { calls } = installFakeApi(workflowServer().handlers);
    renderApp('/association/dashboard', { user: ADMIN_USER });
    const alerts = await screen.findByText('Items in alarm', { selector: 'h2' });
    await within(alerts.closest('section')!).findByText('drg. Rudi Hartono');
    await choose('Kind', 'SIP expiring');
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === '/api/association/alerts')
          .at(-1)!
          .query.get('type'),
      ).toBe('sip_expiring'),
    );
    expect(urlQuery()).toEqual({ alertType: 'sip_expiring' });
    await waitFor(() => expect(screen.queryByText('drg. Maria Saraswati', { selector: 'a' })).not.toBeInTheDocument());
  });
});
