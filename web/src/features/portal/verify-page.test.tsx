import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { installFakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

beforeAll(() => import('./verify-page'), 120_000);
afterEach(async () => {
  await i18n.changeLanguage('en');
});

const CODE = 'AEAAAAAKAKB7IBRWRRVXNEMFDYTFO';
const VERIFY = `/api/association/verify/${CODE}`;
const verdict = (valid: boolean, status: string) => ({
  body: { genuine: true, valid, name: 'drg. Siti Rahmawati', npa: '32000042', status, kind: 'card', issuedAt: '2026-05-14' },
});

describe('public document verification', { timeout: 120_000 }, () => {
  it('tells anyone, without signing in, that a card is genuine and its holder a member in good standing', async () => {
    const { calls } = installFakeApi({ [`GET ${VERIFY}`]: () => verdict(true, 'active') });
    renderApp(`/verify/${CODE}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Asli dan berlaku' })).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/verify/${CODE}`);
    expect(screen.getByText('drg. Siti Rahmawati')).toBeInTheDocument();
    expect(screen.getByText('32000042')).toBeInTheDocument();
    expect(screen.getByText('Aktif')).toBeInTheDocument();
    expect(screen.getByText('14 Mei 2026')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === VERIFY)[0]!.headers.get('authorization')).toBeNull();
  });

  it('says a genuine document of a member no longer in good standing is not valid', async () => {
    installFakeApi({ [`GET ${VERIFY}`]: () => verdict(false, 'lapsed') });
    renderApp(`/verify/${CODE}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Asli, tetapi tidak berlaku lagi' })).toBeInTheDocument();
    expect(screen.getByText('Gugur')).toBeInTheDocument();
  });

  it('says a code the association never issued is not genuine', async () => {
    installFakeApi({ [`GET ${VERIFY}`]: () => ({ status: 404, body: { statusCode: 404, error: 'Not Found', message: 'A document with this code not found' } }) });
    renderApp(`/verify/${CODE}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tidak diterbitkan oleh organisasi' })).toBeInTheDocument();
    expect(screen.queryByText('drg. Siti Rahmawati')).not.toBeInTheDocument();
  });

  it('refuses a malformed code without asking the server', async () => {
    const { calls } = installFakeApi({});
    renderApp('/verify/not-a-code');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ini bukan kode verifikasi' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/api/association/verify'))).toHaveLength(0);
  });

  it('keeps a language the reader chose', async () => {
    localStorage.setItem('language', 'en');
    await i18n.changeLanguage('en');
    installFakeApi({ [`GET ${VERIFY}`]: () => verdict(true, 'active') });
    renderApp(`/verify/${CODE}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Genuine and valid' })).toBeInTheDocument();
  });
});
