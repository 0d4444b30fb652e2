import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER, CLIENT_USER, installFakeApi, type FakeRequest } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

const PAGES = [
  { id: 3, target: 'email', isBookmarked: true, title: 'Email', icon: 'pi pi-envelope', link: '/email' },
  { id: 7, target: 'usersList', isBookmarked: false, title: 'User List', icon: 'pi pi-users', link: '/users/list' },
  { id: 8, target: 'userView', isBookmarked: false, title: 'User View', icon: 'pi pi-user', link: '/users/view/1' },
];

function navbarApi() {
  const pages = PAGES.map((p) => ({ ...p }));
  return installFakeApi({
    'GET /api/bookmarks/data': () => ({ body: { suggestions: pages, bookmarks: pages.filter((p) => p.isBookmarked) } }),
    'POST /api/bookmarks/update': (req: FakeRequest) => {
      const page = pages.find((p) => p.id === (req.body as { id: number }).id)!;
      page.isBookmarked = !page.isBookmarked;
      return { body: { item: page } };
    },
    'GET /api/main-search/data': (req) => {
      const q = (req.query.get('q') ?? '').toLowerCase();
      return {
        body: {
          searchArr: [
            { groupTitle: 'Pages', searchLimit: 4, data: pages.filter((p) => p.title.toLowerCase().includes(q)) },
            { groupTitle: 'Files', searchLimit: 4, data: [] },
            { groupTitle: 'Contacts', searchLimit: 4, data: [] },
          ],
        },
      };
    },
    'GET /apps/ecommerce/cart': () => ({ body: { products: [{ id: 1 }, { id: 2 }] } }),
  });
}

describe('navbar', () => {
  it('shows bookmarks and refetches them after a toggle (cache invalidation)', async () => {
    const { calls } = navbarApi();
    renderApp('/access-control', { user: ADMIN_USER });
    const bookmarks = await screen.findByRole('navigation', { name: 'Bookmarks' });
    expect(await within(bookmarks).findByRole('link', { name: 'Email' })).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(within(bookmarks).getByRole('button', { name: 'Edit bookmarks' }));
    // jsdom leaves PrimeReact's overlay at display: none; in a browser it is visible.
    await user.click(await screen.findByRole('button', { name: 'Bookmark User List', hidden: true }));
    expect(await within(bookmarks).findByRole('link', { name: 'User List' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/bookmarks/update')?.body).toEqual({ id: 7 });
    expect(calls.filter((c) => c.path === '/api/bookmarks/data')).toHaveLength(2);
  });

  it('searches as you type and opens the highlighted result with the keyboard', async () => {
    const { calls } = navbarApi();
    renderApp('/access-control', { user: ADMIN_USER });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    const box = screen.getByRole('combobox', { name: 'Search pages, files and contacts' });
    await user.type(box, 'user');
    const results = await screen.findByRole('listbox', { name: 'Search results' });
    const options = await within(results).findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([expect.stringContaining('User List'), expect.stringContaining('User View')]);
    expect(calls.some((c) => c.path === '/api/main-search/data' && c.query.get('q') === 'user')).toBe(true);
    await user.keyboard('{ArrowDown}');
    expect(within(results).getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/users/view/1'));
  });

  it('shows the cart count from the cart', async () => {
    navbarApi();
    renderApp('/access-control', { user: ADMIN_USER });
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
  });

  it('offers the client account neither search, bookmarks nor cart', async () => {
    const { calls } = navbarApi();
    renderApp('/access-control', { user: CLIENT_USER });
    await screen.findByRole('complementary', { name: 'Main menu' });
    expect(screen.queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Bookmarks' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/api/') || c.path.startsWith('/apps/'))).toEqual([]);
  });
});
