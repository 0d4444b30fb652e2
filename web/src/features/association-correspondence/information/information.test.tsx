import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { SESSION_ENDING_EVENT } from '../../../lib/kept-draft';
import { ADMIN_USER, installFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { conflict, correspondenceServer, makeInformation } from '../test-server';
import { choose, dialog, sent, urlQuery } from '../test-ui';

beforeAll(() => Promise.all([import('./information-list-page'), import('./information-editor-page'), import('./categories-page')]), 120_000);

const LIST = '/api/association/information';
const row = async (title: string) => (await screen.findByText(title, { selector: 'strong' })).closest('tr')!;

describe('information centre', { timeout: 120_000 }, () => {
  it('filters by status through the address and publishes a draft, refreshing the list', async () => {
    const { calls } = installFakeApi(correspondenceServer().handlers);
    renderApp('/association/information', { user: ADMIN_USER });
    const draft = await row('Pendaftaran PIT 2026 dibuka');
    expect(within(draft).getByText('Draft')).toBeInTheDocument();

    await choose('Status', 'Draft');
    await waitFor(() => expect(urlQuery()).toEqual({ status: 'draft' }));
    await waitFor(() => expect(sent(calls, 'GET', LIST).at(-1)!.query.get('status')).toBe('draft'));

    const lists = sent(calls, 'GET', LIST).length;
    await userEvent.click(within(await row('Pendaftaran PIT 2026 dibuka')).getByRole('button', { name: 'Publish Pendaftaran PIT 2026 dibuka' }));
    await waitFor(() => expect(sent(calls, 'POST', `${LIST}/31/publish`)).toHaveLength(1));
    await waitFor(() => expect(sent(calls, 'GET', LIST).length).toBeGreaterThan(lists));
    // The draft filter no longer matches the published item.
    expect(await screen.findByText('No information matches the search and filters.')).toBeInTheDocument();
  });

  it('unpublishes a published item and shows the 409 of an archive', async () => {
    const server = correspondenceServer({ information: [makeInformation({ status: 'published', publishedAt: '2026-11-20T08:00:00.000Z' })] });
    server.handlers[`POST ${LIST}/31/archive`] = () => conflict('Information 31 is already archived');
    const { calls } = installFakeApi(server.handlers);
    renderApp('/association/information', { user: ADMIN_USER });
    const item = await row('Pendaftaran PIT 2026 dibuka');
    expect(within(item).queryByRole('button', { name: /^Edit / })).toBeNull();
    await userEvent.click(within(item).getByRole('button', { name: 'Unpublish Pendaftaran PIT 2026 dibuka' }));
    await waitFor(() => expect(sent(calls, 'POST', `${LIST}/31/unpublish`)).toHaveLength(1));
    await waitFor(async () => expect(within(await row('Pendaftaran PIT 2026 dibuka')).getByText('Unpublished')).toBeInTheDocument());

    await userEvent.click(within(await row('Pendaftaran PIT 2026 dibuka')).getByRole('button', { name: 'Archive Pendaftaran PIT 2026 dibuka' }));
    await userEvent.click(within(await dialog('Archive the information?')).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Information 31 is already archived')).toBeInTheDocument();
  });

  it('previews a body sanitised', async () => {
    installFakeApi(
      correspondenceServer({ information: [makeInformation({ bodyFormat: 'html', body: '<p>Halo <a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"></p><script>alert(2)</script>' })] }).handlers,
    );
    renderApp('/association/information', { user: ADMIN_USER });
    await userEvent.click(within(await row('Pendaftaran PIT 2026 dibuka')).getByRole('button', { name: 'Preview Pendaftaran PIT 2026 dibuka' }));
    const body = (await screen.findByText(/Halo/)).closest('.ac-body')!;
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')!.getAttribute('onerror')).toBeNull();
    expect(body.querySelector('a')!.getAttribute('href')).toBeNull();
  });

  it('creates a draft, then publishes it from the editor', async () => {
    const { calls } = installFakeApi(correspondenceServer({ information: [] }).handlers);
    renderApp('/association/information/create', { user: ADMIN_USER });
    await userEvent.type(await screen.findByLabelText(/^Title/), 'Seminar nasional');
    await choose('Category *', 'Pengumuman');
    await userEvent.type(screen.getByLabelText(/^Summary/), 'Ringkas');
    await userEvent.type(await screen.findByLabelText('Body'), 'Jadwal acara');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('“Seminar nasional” saved.')).toBeInTheDocument();

    expect(sent(calls, 'POST', LIST)).toHaveLength(1);
    // The body is the editor's HTML.
    expect(sent(calls, 'POST', LIST)[0]!.body).toEqual({ title: 'Seminar nasional', categoryId: 4, summary: 'Ringkas', body: expect.stringMatching(/^<p>Jadwal acara<\/p>/), bodyFormat: 'html', coverImageUrl: null });
    await waitFor(() => expect(window.location.pathname).toBe('/association/information/32/edit'));

    expect(await screen.findByRole('heading', { name: 'Edit information', level: 1 })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(sent(calls, 'POST', `${LIST}/32/publish`)).toHaveLength(1));
    expect(sent(calls, 'PATCH', `${LIST}/32`)).toHaveLength(1);
    await waitFor(() => expect(window.location.pathname).toBe('/association/information'));
  });

  it('gives back what was typed when the same user signs in again after an idle sign-out, unsaved', async () => {
    const { calls } = installFakeApi(correspondenceServer({ information: [] }).handlers);
    const first = renderApp('/association/information/create', { user: ADMIN_USER });
    await userEvent.type(await screen.findByLabelText(/^Title/), 'Seminar nasional');
    await userEvent.type(screen.getByLabelText(/^Summary/), 'Pendaftaran dibuka');
    act(() => void window.dispatchEvent(new Event(SESSION_ENDING_EVENT)));
    first.unmount();

    renderApp('/association/information/create', { user: ADMIN_USER });
    await waitFor(() => expect(screen.getByLabelText(/^Title/)).toHaveValue('Seminar nasional'));
    expect(screen.getByLabelText(/^Summary/)).toHaveValue('Pendaftaran dibuka');
    expect(screen.getByText('What you typed before you were signed out for inactivity is back. It is not saved yet.')).toBeInTheDocument();
    expect(sent(calls, 'POST', LIST)).toHaveLength(0);
    sessionStorage.clear();
  });

  it('checks what publishing needs before sending: marks the empty summary and body, keeps what was typed, sends nothing', async () => {
    const { calls } = installFakeApi(correspondenceServer({ information: [] }).handlers);
    renderApp('/association/information/create', { user: ADMIN_USER });
    await userEvent.type(await screen.findByLabelText(/^Title/), 'Seminar nasional');
    await choose('Category *', 'Pengumuman');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Not published yet: fill in the marked fields, then publish again. Nothing you wrote was lost.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Summary/)).toHaveAccessibleDescription('Required to publish.');
    expect(screen.getByLabelText('Body')).toHaveAccessibleDescription('Required to publish.');
    await waitFor(() => expect(screen.getByLabelText(/^Summary/)).toHaveFocus());
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Seminar nasional');
    expect(sent(calls, 'POST', LIST)).toHaveLength(0);
    // The refusal sits with the buttons, inside the form, not above it out of view.
    const form = screen.getByRole('button', { name: 'Publish' }).closest('form')!;
    expect(form.querySelector('.ac-form-message')?.textContent).toMatch(/Not published yet/);
  });

  it('shows a refused publish in Indonesian next to the field the server names, on the saved item', async () => {
    await i18n.changeLanguage('id');
    try {
      const server = correspondenceServer({ information: [] });
      server.handlers[`POST ${LIST}/32/publish`] = () => ({
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'Information 32 cannot be published: its body is empty', details: [{ field: 'body', in: 'body', message: 'must not be empty to publish' }] },
      });
      const { calls } = installFakeApi(server.handlers);
      renderApp('/association/information/create', { user: ADMIN_USER });
      await userEvent.type(await screen.findByLabelText(/^Judul/), 'Seminar nasional');
      await choose('Kategori *', 'Pengumuman');
      await userEvent.type(screen.getByLabelText(/^Ringkasan/), 'Ringkas');
      await userEvent.type(await screen.findByLabelText('Isi'), 'Isi singkat');
      await userEvent.click(screen.getByRole('button', { name: 'Terbitkan' }));

      await waitFor(() => expect(sent(calls, 'POST', `${LIST}/32/publish`)).toHaveLength(1));
      await waitFor(() => expect(window.location.pathname).toBe('/association/information/32/edit'));
      expect(await screen.findByText('Belum diterbitkan: lengkapi kolom yang ditandai, lalu terbitkan lagi. Tidak ada yang Anda tulis yang hilang.')).toBeInTheDocument();
      expect(await screen.findByLabelText('Isi')).toHaveAccessibleDescription('Wajib diisi untuk menerbitkan.');
      expect(screen.getByLabelText('Isi')).toHaveTextContent('Isi singkat');
      expect(screen.queryByText(/cannot be published|must not be empty/)).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says in the user\'s language why a publish without named fields was refused and stays on the saved item', async () => {
    const server = correspondenceServer();
    server.handlers[`POST ${LIST}/31/publish`] = () => conflict('Information 31 is archived; archived information is read-only');
    const { calls } = installFakeApi(server.handlers);
    renderApp('/association/information/31/edit', { user: ADMIN_USER });
    const title = await screen.findByLabelText(/^Title/);
    expect(title).toHaveValue('Pendaftaran PIT 2026 dibuka');
    await userEvent.clear(title);
    await userEvent.type(title, 'PIT 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(sent(calls, 'PATCH', `${LIST}/31`)[0]?.body).toMatchObject({ title: 'PIT 2026' }));
    expect(await screen.findByText('This information cannot be published in its current state; it was saved and nothing you wrote was lost.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/association/information/31/edit');
    expect(screen.getByLabelText(/^Title/)).toHaveValue('PIT 2026');
  });
});

describe('information categories', { timeout: 120_000 }, () => {
  it('shows the 409 of deleting a category in use, and creates a category', async () => {
    const { calls } = installFakeApi(correspondenceServer().handlers);
    renderApp('/association/information/categories', { user: ADMIN_USER });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Kegiatan Ilmiah' }));
    await userEvent.click(within(await dialog('Delete the category?')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Kegiatan Ilmiah still holds 4 information items')).toBeInTheDocument();
    expect(sent(calls, 'DELETE', '/api/association/information-categories/3')).toHaveLength(1);
    // The confirmation has finished closing (PrimeReact hands focus back when its animation ends; typing into the next
    // dialog before that would lose keystrokes to the button that opened the confirmation).
    await waitFor(() => expect(screen.queryByText('Delete the category?')).not.toBeInTheDocument());

    const lists = sent(calls, 'GET', '/api/association/information-categories').length;
    await userEvent.click(screen.getByRole('button', { name: 'New category' }));
    const form = (await screen.findByText('New category', { selector: '.p-dialog-title' })).closest<HTMLElement>('[role="dialog"]')!;
    await userEvent.type(within(form).getByLabelText(/^Name/), 'Beasiswa');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(calls, 'POST', '/api/association/information-categories')[0]?.body).toEqual({ name: 'Beasiswa', description: '' }));
    await waitFor(() => expect(sent(calls, 'GET', '/api/association/information-categories').length).toBeGreaterThan(lists));
    expect(await screen.findByText('Beasiswa', { selector: 'strong' })).toBeInTheDocument();
  });
});
