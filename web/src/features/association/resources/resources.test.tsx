import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USER, installFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { divisionRows, SAMPLES } from '../test/sample-rows';
import { fakeResource, listCalls } from '../test/fake-resource';

beforeAll(() => import('../resource-screen/list-page'), 120_000);

const CASES = [
  { name: 'divisions', path: '/association/divisions', api: 'divisions', row: divisionRows(1)[0]!, shows: 'Pengurus Besar' },
  ...Object.entries(SAMPLES).map(([name, sample]) => ({ name, ...sample })),
];

describe('association resource lists', { timeout: 180_000 }, () => {
  it.each(CASES)('$name: the list at $path shows the rows the API answers', async ({ path, api, row, shows }) => {
    const { calls } = installFakeApi(fakeResource(api, [row as { id: number }]).handlers);
    renderApp(path, { user: ADMIN_USER });
    const table = await screen.findByRole('table');
    expect(await within(table).findByText(shows)).toBeInTheDocument();
    await waitFor(() => expect(listCalls(calls, api).length).toBeGreaterThan(0));
    expect(Object.fromEntries(listCalls(calls, api)[0]!.query)).toEqual({ page: '1', perPage: '10' });
    expect(screen.getByText('Showing 1 to 1 of 1')).toBeInTheDocument();
  });
});
