import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_USER, installFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { correspondenceServer } from '../test-server';
import { choose, sent, urlQuery } from '../test-ui';

vi.mock('react-chartjs-2', async () => (await import('../test-chart-stub')).chartStubs);
beforeAll(() => import('./mail-statistics-page'), 120_000);

const card = async (title: string) => (await screen.findByRole('heading', { name: title, level: 2 })).closest('section')!;

describe('mail statistics', { timeout: 120_000 }, () => {
  it('shows the totals and charts the numbers the statistics API answers, per chosen year', async () => {
    const { calls } = installFakeApi(correspondenceServer().handlers);
    const thisYear = new Date().getFullYear();
    renderApp('/association/mail-statistics', { user: ADMIN_USER });

    expect(await screen.findByTestId('kpi-total')).toHaveTextContent('42');
    expect(screen.getByTestId('kpi-pending')).toHaveTextContent('15');
    expect(screen.getByTestId('kpi-overdue')).toHaveTextContent('4');
    expect(sent(calls, 'GET', '/api/association/mails/statistics')[0]!.query.get('year')).toBe(String(thisYear));

    const months = await card('Letters by month');
    expect(within(months).getByTestId('chart-labels')).toHaveTextContent('Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec');
    expect(within(months).getByTestId('chart-data')).toHaveTextContent('[0,1,2,3,4,5,6,7,8,9,9,11]');
    const statuses = await card('By status');
    expect(within(statuses).getByTestId('chart-labels')).toHaveTextContent('Received|Dispositioned|In progress|Done|Archived');
    expect(within(statuses).getByTestId('chart-data')).toHaveTextContent('[5,7,3,20,7]');
    const categories = await card('By category');
    expect(within(categories).getByTestId('chart-labels')).toHaveTextContent('Invitation|Request');
    expect(within(categories).getByTestId('chart-data')).toHaveTextContent('[18,12]');
    const senders = await card('Top senders');
    expect(within(senders).getByTestId('chart-labels')).toHaveTextContent('Kementerian Kesehatan|Dinas Kesehatan DKI');
    expect(within(senders).getByTestId('chart-data')).toHaveTextContent('[11,6]');

    await choose('Year', String(thisYear - 1));
    await waitFor(() => expect(urlQuery()).toEqual({ year: String(thisYear - 1) }));
    await waitFor(() => expect(sent(calls, 'GET', '/api/association/mails/statistics').at(-1)!.query.get('year')).toBe(String(thisYear - 1)));
  });
});
