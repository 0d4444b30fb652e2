import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER, installFakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { faqData } from './test-data';

const faqServer = () => installFakeApi({ 'GET /faq/data': (req) => ({ body: faqData(req.query.get('q') ?? undefined) }) });
const faqCalls = (calls: { path: string; query: URLSearchParams }[]) => calls.filter((c) => c.path === '/faq/data');

describe('FAQ', { timeout: 120_000 }, () => {
  it('shows the categories and the questions of the chosen one', async () => {
    faqServer();
    renderApp('/pages/faq', { user: ADMIN_USER });
    expect(await screen.findByRole('heading', { level: 2, name: 'Dues and payments' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'FAQ categories' });
    expect(within(nav).getAllByRole('button')).toHaveLength(5);
    // PrimeReact's Accordion renders nothing on its first render and its tabs once its mount effect has given it an id:
    // after the answer arrives (outside act) that second render may come after the heading's, on a busy machine.
    expect(await screen.findByText('How much are the annual dues?')).toBeInTheDocument();

    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.click(within(nav).getByRole('button', { name: /My orders/ }));
    expect(screen.getByRole('heading', { level: 2, name: 'My orders' })).toBeInTheDocument();
    expect(await screen.findByText('How can I track my order?')).toBeInTheDocument();
    await user.click(screen.getByText('How can I track my order?'));
    expect(await screen.findByText('Answer to: How can I track my order?')).toBeVisible();
  });

  it('sends the search to the server as q (debounced) and keeps it in the address', async () => {
    const { calls } = faqServer();
    renderApp('/pages/faq', { user: ADMIN_USER });
    const search = await screen.findByRole('searchbox', { name: 'Search the questions' });
    await screen.findByText('How much are the annual dues?');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.type(search, 'card');
    await waitFor(() => expect(faqCalls(calls).at(-1)!.query.get('q')).toBe('card'));
    // One request for the page and one for the settled text, none per keystroke.
    expect(faqCalls(calls)).toHaveLength(2);
    expect(window.location.search).toBe('?q=card');
    // The chosen category has no match, so the first category with one is shown.
    expect(await screen.findByText('When will I receive my member card?')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Cards and certificates' })).toBeInTheDocument();
  });

  it('starts from the q in the address and shows the empty state when nothing matches', async () => {
    const { calls } = faqServer();
    renderApp('/pages/faq?q=zzz', { user: ADMIN_USER });
    expect(await screen.findByText('No question matches “zzz”')).toBeInTheDocument();
    expect(faqCalls(calls)[0]!.query.get('q')).toBe('zzz');
    expect(screen.getByRole('searchbox', { name: 'Search the questions' })).toHaveValue('zzz');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(await screen.findByText('How much are the annual dues?')).toBeInTheDocument();
    expect(faqCalls(calls).at(-1)!.query.has('q')).toBe(false);
  });

  it('shows the error when the FAQ cannot be loaded', async () => {
    installFakeApi({ 'GET /faq/data': () => ({ status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side.' } }) });
    renderApp('/pages/faq', { user: ADMIN_USER });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
  });
});
