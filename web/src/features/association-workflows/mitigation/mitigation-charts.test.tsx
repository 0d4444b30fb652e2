import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_USER, installFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { workflowServer } from '../test-server';

vi.mock('react-chartjs-2', async () => (await import('../test-chart-stub')).chartStubs);
beforeAll(() => import('./mitigation-charts-page'), 120_000);

describe('mitigation charts', { timeout: 120_000 }, () => {
  it('charts survivors, deaths and vaccinations by month and province as the statistics API counts them', async () => {
    installFakeApi(workflowServer().handlers);
    renderApp('/association/mitigation/charts', { user: ADMIN_USER });
    const card = async (title: string) => (await screen.findByText(title, { selector: 'h2' })).closest('section')!;
    const deaths = await card('Deaths');
    await waitFor(() => expect(within(deaths).getAllByTestId('chart-dataset')[0]).toHaveTextContent('Deaths=[2,1]'));
    expect(within(deaths).getAllByTestId('chart-labels')[0]).toHaveTextContent('Oct 2026|Nov 2026');
    expect(within(deaths).getAllByTestId('chart-dataset')[1]).toHaveTextContent('Deaths=[20]');
    expect(within(deaths).getByText('All recorded').nextSibling).toHaveTextContent('20');
    expect(within(deaths).getByText('Last 24 months').nextSibling).toHaveTextContent('3');
    const vaccinations = await card('Vaccinations');
    expect(within(vaccinations).getAllByTestId('chart-dataset')[0]).toHaveTextContent('Vaccinations=[9,1]');
  });
});
