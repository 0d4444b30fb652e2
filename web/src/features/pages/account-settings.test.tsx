import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AccountSettings } from '../../api/enhanced/pages';
import { ADMIN_USER, installFakeApi, type FakeRequest } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { settingsData } from './test-data';

/** A small settings server: GET answers the stored record, POST merges the sections sent, as the BFF does. */
function settingsServer(post?: (req: FakeRequest) => { status: number; body: unknown } | undefined) {
  const stored = settingsData();
  const api = installFakeApi({
    'GET /account-setting/data': () => ({ body: structuredClone(stored) }),
    'POST /account-setting/data': (req) => {
      const answer = post?.(req);
      if (answer) return answer;
      const body = req.body as Partial<AccountSettings>;
      Object.assign(stored.general, body.general);
      Object.assign(stored.info, body.info);
      Object.assign(stored.notification, body.notification);
      Object.assign(stored.social.socialLinks, body.social?.socialLinks);
      for (const [k, v] of Object.entries(body.social?.connections ?? {})) {
        Object.assign(stored.social.connections[k as keyof AccountSettings['social']['connections']], v);
      }
      return { body: structuredClone(stored) };
    },
  });
  const gets = () => api.calls.filter((c) => c.method === 'GET' && c.path === '/account-setting/data').length;
  const posts = () => api.calls.filter((c) => c.method === 'POST' && c.path === '/account-setting/data');
  return { ...api, stored, gets, posts };
}

/** The panel of the selected tab (the others stay mounted, hidden by the theme's CSS). */
const panel = () => document.getElementById(screen.getByRole('tab', { selected: true }).getAttribute('aria-controls')!)!;

describe('account settings', { timeout: 120_000 }, () => {
  it('saves only the General section, shows a success toast and the stored value after the refetch', async () => {
    const server = settingsServer();
    renderApp('/pages/account-settings', { user: ADMIN_USER });
    const fullName = await screen.findByLabelText('Full name');
    expect(fullName).toHaveValue('Rizky Pratama');
    expect(server.gets()).toBe(1);

    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.type(fullName, ', drg.');
    await user.click(within(panel()).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(server.posts()).toHaveLength(1));
    expect(server.posts()[0]!.body).toEqual({
      general: { ...settingsData().general, fullName: 'Rizky Pratama, drg.' },
    });
    expect(await screen.findByText('Your settings were saved.')).toBeInTheDocument();
    await waitFor(() => expect(server.gets()).toBe(2));
    expect(screen.getByLabelText('Full name')).toHaveValue('Rizky Pratama, drg.');
  });

  it('puts the server field errors on their fields ("general.email" -> Email) and sends nothing else', async () => {
    const server = settingsServer(() => ({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'body.general.email must match format "email"',
        details: [
          { field: 'general.email', in: 'body', message: 'must match format "email"' },
          { field: 'general.username', in: 'body', message: 'must match pattern' },
        ],
      },
    }));
    renderApp('/pages/account-settings', { user: ADMIN_USER });
    const email = await screen.findByLabelText('Email');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.clear(email);
    await user.type(email, 'x');
    await user.click(within(panel()).getByRole('button', { name: 'Save changes' }));

    const message = await screen.findByText('must match format "email"');
    expect(message).toHaveAttribute('id', 'general-email-error');
    expect(email).toHaveAttribute('aria-describedby', 'general-email-error');
    expect(screen.getByText('must match pattern')).toHaveAttribute('id', 'general-username-error');
    expect(Object.keys(server.posts()[0]!.body as object)).toEqual(['general']);
    expect(screen.queryByText('Your settings were saved.')).not.toBeInTheDocument();
    // A failed save invalidates nothing.
    expect(server.gets()).toBe(1);
  });

  it('reset puts the server values back', async () => {
    settingsServer();
    renderApp('/pages/account-settings', { user: ADMIN_USER });
    const company = await screen.findByLabelText('Organisation');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.type(company, ' X');
    expect(company).toHaveValue('National Board X');
    await user.click(within(panel()).getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Organisation')).toHaveValue('National Board');
  });

  it('saves the Notifications tab as the notification section only', async () => {
    const server = settingsServer();
    renderApp('/pages/account-settings', { user: ADMIN_USER });
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('tab', { name: 'Notifications' }));
    const followMe = screen.getByLabelText('Someone follows me');
    expect(followMe).not.toBeChecked();
    await user.click(followMe);
    await user.click(within(panel()).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(server.posts()).toHaveLength(1));
    expect(server.posts()[0]!.body).toEqual({ notification: { ...settingsData().notification, followMe: true } });
    await waitFor(() => expect(server.gets()).toBe(2));
    await waitFor(() => expect(screen.getByLabelText('Someone follows me')).toBeChecked());
  });

  it('disconnects an account through the Social tab', async () => {
    const server = settingsServer();
    renderApp('/pages/account-settings', { user: ADMIN_USER });
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('tab', { name: 'Social' }));
    expect(within(panel()).getByText('Connected as rizky_drg')).toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: 'Disconnect Twitter' }));
    await user.click(within(panel()).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(server.posts()).toHaveLength(1));
    const body = server.posts()[0]!.body as { social: AccountSettings['social'] };
    expect(Object.keys(body)).toEqual(['social']);
    expect(body.social.connections.twitter).toEqual({ isConnected: false });
    expect(server.stored.social.connections.twitter.isConnected).toBe(false);
    await waitFor(() => expect(server.gets()).toBe(2));
    // The panel is looked up again on every try: the refetch may render it anew, leaving an earlier one detached.
    await waitFor(() => expect(within(panel()).getByRole('button', { name: 'Connect Twitter' })).toBeInTheDocument());
  });

  it('checks the password form and says plainly that changing it is not available', async () => {
    const server = settingsServer();
    renderApp('/pages/account-settings', { user: ADMIN_USER });
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('tab', { name: 'Password' }));
    await user.type(screen.getByLabelText('Current password'), 'a');
    await user.type(screen.getByLabelText('New password'), 'b');
    await user.type(screen.getByLabelText('Confirm the new password'), 'c');
    await user.click(within(panel()).getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Use at least 8 characters.')).toHaveAttribute('id', 'password-next-error');
    expect(screen.getByText('The two new passwords differ.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('New password'), 'bcdefgh');
    await user.clear(screen.getByLabelText('Confirm the new password'));
    await user.type(screen.getByLabelText('Confirm the new password'), 'bbcdefgh');
    await user.click(within(panel()).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/Changing the password is not available in this demo back end yet/)).toBeInTheDocument();
    expect(screen.queryByText('Your settings were saved.')).not.toBeInTheDocument();
    expect(server.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('shows the error when the settings cannot be loaded', async () => {
    installFakeApi({
      'GET /account-setting/data': () => ({ status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side.' } }),
    });
    renderApp('/pages/account-settings', { user: ADMIN_USER });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    expect(screen.getByRole('heading', { level: 1, name: 'Account settings' })).toBeInTheDocument();
  });
});
