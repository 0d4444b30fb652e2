import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER, CLIENT_USER, installFakeApi, type FakeRequest } from '../../test/fake-api';
import i18n from '../../i18n';
import { renderApp } from '../../test/render-app';

const PAGES = [
  { id: 3, target: 'email', isBookmarked: true, title: 'Email', icon: 'pi pi-envelope', link: '/email' },
  { id: 7, target: 'usersList', isBookmarked: false, title: 'User List', icon: 'pi pi-users', link: '/users/list' },
  { id: 8, target: 'userView', isBookmarked: false, title: 'User View', icon: 'pi pi-user', link: '/users/view/1' },
];

function navbarApi(searchAnswered: Promise<void> = Promise.resolve()) {
  const pages = PAGES.map((p) => ({ ...p }));
  return installFakeApi({
    'GET /api/bookmarks/data': () => ({ body: { suggestions: pages, bookmarks: pages.filter((p) => p.isBookmarked) } }),
    'POST /api/bookmarks/update': (req: FakeRequest) => {
      const page = pages.find((p) => p.id === (req.body as { id: number }).id)!;
      page.isBookmarked = !page.isBookmarked;
      return { body: { item: page } };
    },
    'GET /api/main-search/data': async (req) => {
      await searchAnswered;
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
    'GET /api/association/members': (req) => {
      const q = req.query.get('q') ?? '';
      const rows = MEMBERS.filter((m) => m.fullName.toLowerCase().includes(q.toLowerCase()) || m.npa.startsWith(q));
      return {
        body: {
          data: rows,
          total: rows.length,
          page: 1,
          perPage: 5,
          totalPages: 1,
          from: rows.length ? 1 : 0,
          to: rows.length,
        },
      };
    },
    'GET /api/association/mails': (req) => {
      const q = req.query.get('q') ?? '';
      const rows = MAILS.filter((m) => m.agendaNumber.includes(q));
      return {
        body: {
          data: rows,
          total: rows.length,
          page: 1,
          perPage: 5,
          totalPages: 1,
          from: rows.length ? 1 : 0,
          to: rows.length,
        },
      };
    },
  });
}

const MEMBERS = [{ id: 13, fullName: 'drg. Maria Saraswati', npa: '34000013', divisionName: 'Cabang Kota Yogyakarta' }];
const MAILS = [{ id: 41, agendaNumber: '034/SM/XI/2026', subject: 'Undangan PIT', sender: 'PB PDGI' }];
const STAFF = {
  ...ADMIN_USER,
  ability: ['Member', 'Mail', 'Contribution', 'Verification'].map((subject) => ({ action: 'read', subject })),
};

/** Opens the navbar search as the admin, types `text` and returns the results list once it shows. */
async function searchAsAdmin(text: string) {
  renderApp('/access-control', { user: ADMIN_USER });
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Search' }));
  await user.type(screen.getByRole('combobox', { name: 'Search pages, members and letters' }), text);
  return { user, results: await screen.findByRole('listbox', { name: 'Search results' }) };
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
    const { user, results } = await searchAsAdmin('users');
    // Menu pages by their label and section in the interface language.
    await waitFor(() =>
      expect(
        within(results)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([expect.stringMatching(/^List.*Users/), expect.stringMatching(/^View.*Users/)]),
    );
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/main-search/data' && c.query.get('q') === 'users')).toBe(true),
    );
    await user.keyboard('{ArrowDown}');
    expect(within(results).getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/users/view/1'));
  });

  it("keeps the highlighted result when the server's results arrive after the arrow key", async () => {
    let answer = () => {};
    const { calls } = navbarApi(new Promise<void>((resolve) => (answer = resolve)));
    const { user, results } = await searchAsAdmin('users');
    await waitFor(() => expect(within(results).getAllByRole('option')).toHaveLength(2));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/main-search/data')).toBe(true));
    await user.keyboard('{ArrowDown}');
    expect(within(results).getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    // The demo search answers now: the list is rebuilt, the highlight stays where the person put it.
    await act(async () => answer());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(results).getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
  });

  it('finds in Indonesian what staff type: "tunggakan", "verifikasi", "surat" and "anggota" open their pages', async () => {
    await i18n.changeLanguage('id');
    try {
      navbarApi();
      renderApp('/access-control', { user: STAFF });
      const user = userEvent.setup({ delay: null });
      await user.click(await screen.findByRole('button', { name: 'Cari' }));
      const box = screen.getByRole('combobox', { name: 'Cari halaman, anggota, dan surat' });
      for (const [word, page] of [
        ['tunggakan', /^Tunggakan/],
        ['verifikasi', /^Antrean Verifikasi/],
        ['surat', /^Surat Masuk/],
        ['anggota', /^Daftar (Member|Anggota)/],
      ] as const) {
        await user.clear(box);
        await user.type(box, word);
        const results = await screen.findByRole('listbox', { name: 'Hasil pencarian' });
        await waitFor(() =>
          expect(
            within(results)
              .getAllByRole('option')
              .map((o) => o.textContent),
          ).toContainEqual(expect.stringMatching(page)),
        );
      }
      await user.clear(box);
      await user.type(box, 'tunggakan');
      await waitFor(() =>
        expect(within(screen.getByRole('listbox', { name: 'Hasil pencarian' })).getAllByRole('option')[0]).toHaveTextContent('Tunggakan'),
      );
      await user.keyboard('{Enter}');
      await waitFor(() => expect(window.location.pathname).toBe('/association/contributions/arrears'));
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('finds a member by NPA and a letter by agenda number, and opens the record with the keyboard', async () => {
    const { calls } = navbarApi();
    renderApp('/access-control', { user: STAFF });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    const box = screen.getByRole('combobox', { name: 'Search pages, members and letters' });
    await user.type(box, '34000013');
    const member = await screen.findByRole('option', { name: /drg\. Maria Saraswati/ });
    expect(member).toHaveTextContent('34000013 · Cabang Kota Yogyakarta');
    expect(member).toHaveTextContent('Members');
    // Staff without the demo workspace's navbar data do not ask for it.
    expect(calls.some((c) => c.path === '/api/main-search/data')).toBe(false);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/association/members/13'));

    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(screen.getByRole('combobox', { name: 'Search pages, members and letters' }), '034/SM');
    const letter = await screen.findByRole('option', { name: /034\/SM\/XI\/2026/ });
    expect(letter).toHaveTextContent('Undangan PIT · PB PDGI');
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/association/mails/41'));
  });

  it('leaves out the sections the account may not read', async () => {
    const { calls } = navbarApi();
    renderApp('/access-control', { user: { ...STAFF, ability: [{ action: 'read', subject: 'Mail' }] } });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    await user.type(screen.getByRole('combobox', { name: 'Search pages, members and letters' }), '034/SM');
    expect(await screen.findByRole('option', { name: /034\/SM\/XI\/2026/ })).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/association/members')).toBe(false);
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
