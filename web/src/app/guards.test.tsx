import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER, CLIENT_USER, installFakeApi } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { paths } from './paths';
import { FEATURE_ROUTES } from './routes';

const menu = () => screen.findByRole('complementary', { name: 'Main menu' });

describe('ability-based menu and route guards', () => {
  it('sends a visitor without a session to the login page, remembering where they were going', async () => {
    installFakeApi({});
    renderApp('/email');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(window.location.search).toBe('?redirect=%2Femail');
  });

  it('shows the client account only what read on ACL and Auth allow', async () => {
    installFakeApi({});
    renderApp('/access-control', { user: CLIENT_USER });
    const nav = within(await menu());
    expect(nav.getByRole('link', { name: 'Access control' })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Email' })).not.toBeInTheDocument();
    expect(nav.queryByText('Surat Masuk')).not.toBeInTheDocument();
    expect(nav.queryByText('Association')).not.toBeInTheDocument();
  });

  it('answers a direct URL to a forbidden page with not-authorized', async () => {
    installFakeApi({});
    renderApp('/email', { user: CLIENT_USER });
    expect(await screen.findByRole('heading', { name: 'Not authorized' })).toBeInTheDocument();
  });

  it('shows the admin every section, with the association labels as the spec gives them', async () => {
    installFakeApi({});
    renderApp('/access-control', { user: ADMIN_USER });
    const nav = within(await menu());
    for (const label of ['Master', 'Surat Masuk', 'Member', 'Statistik Surat', 'STR', 'Registrasi Ulang STR', 'Email', 'Chat']) {
      expect(nav.getByText(label)).toBeInTheDocument();
    }
    // Kelompok is master data: it opens under Master.
    fireEvent.click(nav.getByRole('button', { name: 'Master' }));
    expect(nav.getByRole('link', { name: 'Kelompok' })).toBeInTheDocument();
  });

  it('leads a menu entry whose screen is not built to an honest page', async () => {
    installFakeApi({});
    // Every menu entry has its screen: an app without the mail statistics screen stands in for an unbuilt one.
    const routes = FEATURE_ROUTES.filter((route) => route.path !== paths.associationMailStatistics);
    renderApp(paths.associationMailStatistics, { user: ADMIN_USER, routes });
    expect(await screen.findByText(/not available yet/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Statistik Surat' })).toBeInTheDocument();
  });

  it('shows a 404 page for an unknown path', async () => {
    installFakeApi({});
    renderApp('/no/such/page', { user: ADMIN_USER });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
