import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { ADMIN_USER, CLIENT_USER, installFakeApi, type Handler } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { cardHandlers, CARD_RESPONSES, SERVER_ERROR } from './test-cards';

// chart.js needs a real canvas; in jsdom each chart renders its labels and datasets as text instead.
vi.mock('react-chartjs-2', () => {
  interface StubData {
    labels?: unknown[];
    datasets: { label?: string; data: unknown[] }[];
  }
  const stub = (type: string) =>
    function ChartStub({ data }: { data: StubData }) {
      return (
        <div data-testid={`chart-${type}`}>
          <span data-testid="chart-labels">{(data.labels ?? []).join('|')}</span>
          {data.datasets.map((d, i) => (
            <span key={i} data-testid="chart-dataset">{`${d.label ?? ''}=${JSON.stringify(d.data)}`}</span>
          ))}
        </div>
      );
    };
  return {
    Line: stub('line'),
    Bar: stub('bar'),
    Doughnut: stub('doughnut'),
    PolarArea: stub('polarArea'),
    Radar: stub('radar'),
    Bubble: stub('bubble'),
    Scatter: stub('scatter'),
  };
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

vi.setConfig({ testTimeout: 60_000 });
/** The card (a section labelled by its h2) with this title. Text queries: role queries over the whole app are slow. */
async function card(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: 'main section > header h2' });
  const section = heading.closest('section')!;
  expect(section).toHaveAttribute('aria-labelledby', heading.id);
  return section;
}
const pageTitle = (name: string) => screen.findByText(name, { selector: 'main h1' });
const cardTitles = () => [...document.querySelectorAll('main section h2')];
const cardCalls = (calls: { path: string }[], path: string) => calls.filter((c) => c.path === path).length;

describe('analytics dashboard', () => {
  it('greets the signed-in user and shows the figures the card routes answered', async () => {
    const { calls } = installFakeApi(cardHandlers());
    renderApp('/dashboard/analytics', { user: ADMIN_USER });

    expect(await pageTitle('Analytics dashboard')).toBeInTheDocument();
    expect(screen.getByText('Congratulations, Rizky Pratama!', { selector: 'h2' })).toBeInTheDocument();

    // Support tracker: title from the API, totals, and completion = (total - open) / total.
    const support = within(await card('Member help desk'));
    expect(await support.findByText('400')).toBeInTheDocument();
    expect(support.getByText('75%')).toBeInTheDocument();
    expect(support.getByText('New tickets').nextSibling).toHaveTextContent('29');
    expect(support.getByText('Open tickets').nextSibling).toHaveTextContent('100');
    expect(support.getByText('Response time').nextSibling).toHaveTextContent('3 days');
    expect(support.getByRole('img', { name: '75% of 400 tickets completed; 100 open and 29 new.' })).toBeInTheDocument();

    // Average sessions: sessions, growth, goal and retention bars, users, duration, and the bar chart's data.
    const sessions = within(await card('Average sessions'));
    expect(await sessions.findByText('3,415')).toBeInTheDocument();
    expect(sessions.getByText('-4.5% growth')).toBeInTheDocument();
    expect(sessions.getByRole('progressbar', { name: 'Goal reached' })).toHaveAttribute('aria-valuenow', '68');
    expect(sessions.getByRole('progressbar', { name: 'Retention' })).toHaveAttribute('aria-valuenow', '87');
    expect(sessions.getByText('28,410')).toBeInTheDocument();
    expect(sessions.getByText('12 minutes')).toBeInTheDocument();
    expect(sessions.getByTestId('chart-dataset')).toHaveTextContent('Average sessions=[3415,5000]');

    // Statistics cards, doughnut data and the list beside it.
    expect(within(await card('Subscribers gained')).getByText('24,860')).toBeInTheDocument();
    expect(within(await card('Orders received')).getByText('1,187')).toBeInTheDocument();
    const orders = within(await card('Product orders'));
    expect(orders.getByTestId('chart-labels')).toHaveTextContent('Finished|Pending|Rejected');
    expect(orders.getByTestId('chart-dataset')).toHaveTextContent('=[1864,312,74]');
    expect(orders.getByText('2,250')).toBeInTheDocument();
    const devices = within(await card('Sessions by device'));
    expect(devices.getByText('Tablet')).toBeInTheDocument();
    expect(devices.getByText('-1.7 points')).toBeInTheDocument();
    expect(within(await card('Goal overview')).getAllByText('75%').length).toBeGreaterThan(0);
    expect(within(await card('Customers')).getByText('3,912')).toBeInTheDocument();
    expect(within(await card('Revenue report')).getByText('250,000')).toBeInTheDocument();
    // Real labels and money: days through the month, amounts in rupiah (they read "Point 1 … Point 8" in no currency).
    const revenue = within(await card('Revenue'));
    expect(revenue.getByTestId('chart-labels')).toHaveTextContent('Day 1|Day 16|Day 30');
    expect(revenue.getByText('IDR 60')).toBeInTheDocument();

    // Each card asked its own route once.
    for (const path of [
      '/card/card-analytics/support-tracker',
      '/card/card-analytics/avg-sessions',
      '/card/card-analytics/product-orders',
      '/card/card-statistics/subscribers',
    ]) {
      expect(cardCalls(calls, path), path).toBe(1);
    }
  });

  it('shows a skeleton while a card is loading', async () => {
    installFakeApi(cardHandlers({ 'GET /card/card-analytics/support-tracker': () => new Promise(() => {}) }));
    renderApp('/dashboard/analytics', { user: ADMIN_USER });
    const support = await card('Support tracker');
    expect(support).toHaveAttribute('aria-busy', 'true');
    expect(within(support).getByText('Loading Support tracker…')).toBeInTheDocument();
    // The others do not wait for it.
    expect(await within(await card('Average sessions')).findByText('3,415')).toBeInTheDocument();
  });

  it('shows the error of a failing card, keeps the others, and loads the card again on retry', async () => {
    let fail = true;
    const supportTracker: Handler = (req) =>
      fail ? SERVER_ERROR(req) : { body: CARD_RESPONSES['/card/card-analytics/support-tracker'] };
    const { calls } = installFakeApi(cardHandlers({ 'GET /card/card-analytics/support-tracker': supportTracker }));
    renderApp('/dashboard/analytics', { user: ADMIN_USER });

    const support = within(await card('Support tracker'));
    expect(await support.findByRole('alert')).toHaveTextContent('This card could not be loaded. Card store unavailable');
    expect(support.queryByText('400')).not.toBeInTheDocument();
    // The other cards still show their data.
    expect(await within(await card('Average sessions')).findByText('3,415')).toBeInTheDocument();
    expect(within(await card('Product orders')).getByText('2,250')).toBeInTheDocument();

    fail = false;
    await userEvent.setup({ delay: null }).click(support.getByRole('button', { name: 'Try again to load Support tracker' }));
    expect(await within(await card('Member help desk')).findByText('400')).toBeInTheDocument();
    expect(cardCalls(calls, '/card/card-analytics/support-tracker')).toBe(2);
  });

  it('formats numbers in the current language', async () => {
    await i18n.changeLanguage('de');
    installFakeApi(cardHandlers());
    renderApp('/dashboard/analytics', { user: ADMIN_USER });
    const sessions = within(await card('Durchschnittliche Sitzungen'));
    expect(await sessions.findByText('3.415')).toBeInTheDocument();
    expect(sessions.getByText('12 Minuten')).toBeInTheDocument();
  });

  it('is closed to accounts without the Card ability', async () => {
    installFakeApi(cardHandlers());
    renderApp('/dashboard/analytics', { user: CLIENT_USER });
    expect(await screen.findByRole('heading', { name: 'Not authorized' })).toBeInTheDocument();
  });
});

describe('eCommerce dashboard', () => {
  it('shows the statistics row, revenue and traffic cards from their routes', async () => {
    installFakeApi(cardHandlers());
    renderApp('/dashboard/ecommerce', { user: ADMIN_USER });
    expect(await pageTitle('eCommerce dashboard')).toBeInTheDocument();
    expect(await within(await card('Dues payments')).findByText('2,764')).toBeInTheDocument();
    expect(within(await card('Event registrations')).getByText('6,318')).toBeInTheDocument();
    expect(within(await card('Revenue generated')).getByText('412,750')).toBeInTheDocument();
    expect(within(await card('Sales')).getByText('36,940')).toBeInTheDocument();
    const traffic = within(await card('Site traffic'));
    expect(traffic.getByText('Page views')).toBeInTheDocument();
    expect(traffic.getByText('1,096')).toBeInTheDocument();
    expect(traffic.getByRole('img', { name: 'Page views: 3 points, from 357 to 309, highest 430.' })).toBeInTheDocument();
    expect(within(await card('Active users')).getByTestId('chart-dataset')).toHaveTextContent('Active members=[1042,1237,770]');
    // Monthly series are labelled with their months, ending this month.
    const month = (back: number) => new Intl.DateTimeFormat('en', { month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - back, 1)));
    expect(within(await card('Active users')).getByTestId('chart-labels')).toHaveTextContent([month(2), month(1), month(0)].join('|'));
    expect(await card('Newsletter')).toBeInTheDocument();
    expect(await card('Goal overview')).toBeInTheDocument();
  });
});

describe('cards pages', () => {
  it('shows every statistics card', async () => {
    const { calls } = installFakeApi(cardHandlers());
    renderApp('/cards/statistics', { user: ADMIN_USER });
    expect(await pageTitle('Statistics cards')).toBeInTheDocument();
    expect(await within(await card('Newsletter')).findByText('159')).toBeInTheDocument();
    const statistics = Object.keys(CARD_RESPONSES).filter((p) => p.startsWith('/card/card-statistics/'));
    await waitFor(() => expect(new Set(calls.map((c) => c.path).filter((p) => p.startsWith('/card/'))).size).toBe(statistics.length));
    expect(calls.every((c) => !c.path.startsWith('/card/card-analytics/'))).toBe(true);
    expect(cardTitles()).toHaveLength(9);
  });

  it('shows every analytics card', async () => {
    const { calls } = installFakeApi(cardHandlers());
    renderApp('/cards/analytics', { user: ADMIN_USER });
    expect(await pageTitle('Analytics cards')).toBeInTheDocument();
    expect(await within(await card('Member help desk')).findByText('400')).toBeInTheDocument();
    const analytics = Object.keys(CARD_RESPONSES).filter((p) => p.startsWith('/card/card-analytics/'));
    await waitFor(() => expect(new Set(calls.map((c) => c.path).filter((p) => p.startsWith('/card/'))).size).toBe(analytics.length));
    expect(cardTitles()).toHaveLength(8);
  });
});

describe('charts page', () => {
  it('renders each chart type with its title, legend data and accessible summary', async () => {
    installFakeApi(cardHandlers());
    renderApp('/charts', { user: ADMIN_USER });
    expect(await pageTitle('Charts')).toBeInTheDocument();
    for (const title of ['Line chart', 'Bar chart', 'Doughnut chart', 'Polar area chart', 'Radar chart', 'Bubble chart', 'Scatter chart']) {
      expect(await card(title)).toBeInTheDocument();
    }
    const line = within(await card('Line chart'));
    expect(await line.findByTestId('chart-line')).toHaveTextContent('This month=[10,20,30]');
    expect(line.getByTestId('chart-line')).toHaveTextContent('Last month=[5,15,25]');
    expect(await within(await card('Bar chart')).findByTestId('chart-bar')).toHaveTextContent('Budget=[500000]');
    const doughnut = within(await card('Doughnut chart'));
    expect(await doughnut.findByTestId('chart-doughnut')).toHaveTextContent('Finished|Pending|Rejected');
    expect(
      doughnut.getByRole('img', { name: 'Product orders by state. Finished: 1,864, Pending: 312, and Rejected: 74.' }),
    ).toBeInTheDocument();
    expect(await within(await card('Polar area chart')).findByTestId('chart-polarArea')).toHaveTextContent('Desktop|Mobile|Tablet');
    expect(await within(await card('Radar chart')).findByTestId('chart-radar')).toHaveTextContent('Dues payments (1,306)=[440,492,374]');
    expect(await within(await card('Bubble chart')).findByTestId('chart-bubble')).toHaveTextContent('"x":357,"y":1042');
    expect(await within(await card('Scatter chart')).findByTestId('chart-scatter')).toHaveTextContent(
      'Sales and orders=[{"x":13,"y":30},{"x":27,"y":23},{"x":39,"y":20}]',
    );
  });

  it('shows the error of a failing chart while the others render', async () => {
    installFakeApi(cardHandlers({ 'GET /card/card-statistics/newsletter': SERVER_ERROR }));
    renderApp('/charts', { user: ADMIN_USER });
    expect(await within(await card('Bubble chart')).findByRole('alert')).toHaveTextContent('This card could not be loaded.');
    expect(await within(await card('Scatter chart')).findByTestId('chart-scatter')).toBeInTheDocument();
  });
});
