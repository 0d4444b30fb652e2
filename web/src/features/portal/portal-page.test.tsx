import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { ADMIN_USER, installFakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { MEMBER_USER, portalServer } from './test-server';

beforeAll(() => import('./portal-page'), 120_000);
afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

const sent = <T extends { method: string; path: string }>(calls: T[], method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);
const section = async (name: string) => screen.findByRole('region', { name });
const dialog = async (title: string) => (await screen.findByText(title, { selector: '.p-dialog-title' })).closest<HTMLElement>('[role="dialog"]')!;

describe('member portal', { timeout: 120_000 }, () => {
  it('lands a member on his portal, in Indonesian, with his record, dues, licences, requests and notices', async () => {
    installFakeApi(portalServer().handlers);
    renderApp('/', { user: MEMBER_USER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Portal Anggota' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/portal');
    expect(screen.getByRole('link', { name: 'Portal Anggota' })).toHaveAttribute('href', '/portal');
    expect(localStorage.getItem('language')).toBe('id');

    const profile = await section('Profil saya');
    expect(await within(profile).findByText('drg. Siti Rahmawati')).toBeInTheDocument();
    expect(within(profile).getByText('Cabang Kota Bandung, Pengurus Wilayah Jawa Barat')).toBeInTheDocument();
    const membership = await section('Keanggotaan');
    expect(await within(membership).findByText('32000042')).toBeInTheDocument();
    expect(within(membership).getByText('Aktif')).toBeInTheDocument();
    expect(within(membership).getByRole('button', { name: 'Kartu Tanda Anggota (KTA)' })).toBeEnabled();
    expect(within(membership).getByRole('button', { name: 'Sertifikat keanggotaan' })).toBeEnabled();

    const dues = await section('Iuran saya');
    // 600.000 rupiah still owed, overdue; the branch's collective remittance shows as his share.
    expect(await within(dues).findAllByText(/600\.000/)).not.toHaveLength(0);
    expect(within(dues).getByText('Transfer bank · Kolektif (cabang)')).toBeInTheDocument();
    const licences = await section('STR, SIP dan SKP');
    expect(await within(licences).findByText('62,5 dari 100')).toBeInTheDocument();
    expect(within(licences).getByText('37,5')).toBeInTheDocument();
    expect(within(licences).getByText('kurang 15')).toBeInTheDocument();
    expect(within(licences).getByText('503/0123/SIP-DRG/2022')).toBeInTheDocument();
    const requests = await section('Permohonan saya');
    expect(await within(requests).findByText('Surat keterangan anggota aktif')).toBeInTheDocument();
    expect(within(requests).getByText('Registrasi ulang STR')).toBeInTheDocument();
    const notices = await section('Pengumuman');
    expect(await within(notices).findByText('Rapat anggota Cabang Kota Bandung')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(within(notices).getByRole('button', { name: 'Baca selengkapnya' }));
    expect(within(notices).getByRole('heading', { name: 'Agenda' })).toBeInTheDocument();
  });

  it('corrects his contact details, sending only what changed', async () => {
    const { calls } = installFakeApi(portalServer().handlers);
    renderApp('/portal', { user: MEMBER_USER });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Ubah kontak' }));
    const form = await dialog('Ubah kontak');
    const phone = within(form).getByLabelText('Telepon');
    await user.clear(phone);
    await user.type(phone, '+62 812-7777-0001');
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(calls, 'PATCH', '/api/association/portal/profile')[0]!.body).toEqual({ phone: '+62 812-7777-0001' });
    expect(await within(await section('Profil saya')).findByText('+62 812-7777-0001')).toBeInTheDocument();
  });

  it('turns any other change into a request to his branch, then shows it pending', async () => {
    const { calls } = installFakeApi(portalServer().handlers);
    renderApp('/portal', { user: MEMBER_USER });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Ajukan perubahan data' }));
    const form = await dialog('Ajukan perubahan data');
    await user.click(within(form).getByRole('button', { name: 'Kirim permohonan' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Ubah setidaknya satu data terlebih dahulu.');
    const name = within(form).getByLabelText('Nama lengkap');
    await user.clear(name);
    await user.type(name, 'drg. Siti Rahmawati, Sp.Ort');
    await user.type(within(form).getByLabelText('Catatan untuk cabang'), 'Lulus PPDGS Ortodonsia.');
    await user.click(within(form).getByRole('button', { name: 'Kirim permohonan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(calls, 'POST', '/api/association/portal/requests/data-update')[0]!.body).toEqual({
      changes: { fullName: 'drg. Siti Rahmawati, Sp.Ort' },
      note: 'Lulus PPDGS Ortodonsia.',
    });
    const profile = await section('Profil saya');
    expect(await within(profile).findByText(/menunggu Cabang Kota Bandung/)).toBeInTheDocument();
    expect(within(profile).getByRole('button', { name: 'Ajukan perubahan data' })).toBeDisabled();
    expect(await within(await section('Permohonan saya')).findByText('Nama lengkap: drg. Siti Rahmawati, Sp.Ort')).toBeInTheDocument();
  });

  it('downloads his membership card as the PDF the server made', async () => {
    const { fetchMock } = installFakeApi(portalServer().handlers);
    const pdf = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (new URL(request.url).pathname !== '/api/association/portal/documents/card.pdf') return fetchMock(request);
      return new Response('%PDF-1.4\n', {
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="kta-32000042.pdf"' },
      });
    });
    vi.stubGlobal('fetch', pdf);
    URL.createObjectURL = vi.fn(() => 'blob:kta');
    URL.revokeObjectURL = vi.fn();
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    renderApp('/portal', { user: MEMBER_USER });
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Kartu Tanda Anggota (KTA)' }));
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:kta', download: 'kta-32000042.pdf' }]));
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:kta'));
  });

  it('offers no download to a member who is not in good standing', async () => {
    const server = portalServer();
    Object.assign(server.profile, { status: 'lapsed', validMember: false });
    installFakeApi(server.handlers);
    renderApp('/portal', { user: MEMBER_USER });
    const membership = await section('Keanggotaan');
    expect(await within(membership).findByText('Gugur')).toBeInTheDocument();
    expect(within(membership).getByRole('button', { name: 'Kartu Tanda Anggota (KTA)' })).toBeDisabled();
  });

  it('keeps the portal out of the menu of an account without a member record, and says why on a direct visit', async () => {
    localStorage.setItem('language', 'en');
    await i18n.changeLanguage('en');
    installFakeApi({
      'GET /api/association/portal/profile': () => ({ status: 403, body: { statusCode: 403, error: 'Forbidden', message: 'no member record' } }),
    });
    renderApp('/portal', { user: ADMIN_USER });
    expect(await screen.findByRole('heading', { name: 'For members’ own accounts' })).toBeInTheDocument();
    const menu = await screen.findByRole('complementary', { name: 'Main menu' });
    expect(within(menu).queryByRole('link', { name: 'Member portal' })).not.toBeInTheDocument();
    expect(within(menu).getByText('Surat Masuk')).toBeInTheDocument();
  });
});
