import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER, installFakeApi, type FakeRequest } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

const ITEMS = ['Scaling and root planing', 'Composite resin restoration', 'Root canal treatment', 'Pulpotomy', 'Root planing review'].map(
  (title, i) => ({ title, rank: String(i + 1), id: `dt-000${i + 1}` }),
);

function serveItems(req: FakeRequest) {
  const q = (req.query.get('q') ?? '').toLowerCase();
  const limit = Number(req.query.get('limit') ?? 100);
  return { body: { autoComplete: ITEMS.filter((i) => i.title.toLowerCase().includes(q)).slice(0, limit) } };
}

const suggestionCalls = (calls: FakeRequest[]) => calls.filter((c) => c.path === '/api/autocomplete/data');

// jsdom cannot measure overlays, so PrimeReact leaves the suggestion panel display:none there: options are queried
// with hidden: true.
describe('autocomplete', () => {
  it('asks the server with what was typed and shows the chosen item', async () => {
    const { calls } = installFakeApi({ 'GET /api/autocomplete/data': serveItems });
    renderApp('/extensions/autocomplete', { user: ADMIN_USER });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Treatment'), 'root');
    const option = await screen.findByRole('option', { name: /Root canal treatment/, hidden: true });
    const last = suggestionCalls(calls).at(-1)!;
    expect(Object.fromEntries(last.query)).toEqual({ q: 'root', limit: '10' });
    expect(screen.queryByRole('option', { name: /Pulpotomy/, hidden: true })).not.toBeInTheDocument();
    await user.click(option);
    expect(await screen.findByText('Root canal treatment', { selector: 'strong' })).toBeInTheDocument();
  }, 120_000);

  it('collects several items in the multiple variant', async () => {
    const { calls } = installFakeApi({ 'GET /api/autocomplete/data': serveItems });
    renderApp('/extensions/autocomplete', { user: ADMIN_USER });
    const user = userEvent.setup({ delay: null });
    const input = await screen.findByLabelText('Treatments');
    await user.type(input, 'pulp');
    await user.click(await screen.findByRole('option', { name: /Pulpotomy/, hidden: true }));
    await user.type(input, 'composite');
    await user.click(await screen.findByRole('option', { name: /Composite resin restoration/, hidden: true }));
    const list = await screen.findByRole('list', { name: 'Chosen treatments' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Pulpotomy rank 4',
      'Composite resin restoration rank 2',
    ]);
    expect(screen.getByText('Chosen: 2')).toBeInTheDocument();
    await waitFor(() => expect(suggestionCalls(calls).map((c) => c.query.get('q'))).toContain('composite'));
  }, 120_000);

  it('says so when nothing matches', async () => {
    installFakeApi({ 'GET /api/autocomplete/data': serveItems });
    renderApp('/extensions/autocomplete', { user: ADMIN_USER });
    await userEvent.setup({ delay: null }).type(await screen.findByLabelText('Treatment'), 'xyz');
    expect(await screen.findByText('No suggestions match.')).toBeInTheDocument();
  }, 120_000);

  it('reports a failing server in a toast', async () => {
    installFakeApi({ 'GET /api/autocomplete/data': () => ({ status: 500, body: { message: 'Suggestions are down' } }) });
    renderApp('/extensions/autocomplete', { user: ADMIN_USER });
    await userEvent.setup({ delay: null }).type(await screen.findByLabelText('Treatment'), 'root');
    expect(await screen.findByText('Suggestions are down')).toBeInTheDocument();
  }, 120_000);
});
