import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER, CLIENT_USER, installFakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

describe('login page', () => {
  it('signs in, stores the tokens and encrypted user data, and opens the home page', async () => {
    const { calls } = installFakeApi({
      'POST /jwt/login': () => ({ body: { userData: ADMIN_USER, accessToken: 'a1', refreshToken: 'r1' } }),
    });
    const { store } = renderApp('/login');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Email'), 'admin@demo.com');
    await user.type(screen.getByLabelText('Password'), 'admin');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(window.location.pathname).toBe('/association/dashboard'));
    expect(calls.find((c) => c.path === '/jwt/login')!.body).toEqual({ email: 'admin@demo.com', password: 'admin' });
    expect(store.getState().session.user?.email).toBe('admin@demo.com');
    expect(localStorage.getItem('accessToken')).toBe('a1');
    await waitFor(() => expect(localStorage.getItem('userData')).not.toBeNull());
    expect(localStorage.getItem('userData')).not.toContain('admin@demo.com');
  });

  it('shows the server message on the email field for wrong credentials', async () => {
    installFakeApi({
      'POST /jwt/login': () => ({ status: 400, body: { error: { email: ['Email or Password is Invalid'] } } }),
    });
    renderApp('/login');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Email'), 'admin@demo.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email or Password is Invalid')).toHaveAttribute('id', 'login-email-error');
    expect(window.location.pathname).toBe('/login');
  });

  it('returns to the page asked for before signing in', async () => {
    installFakeApi({
      'POST /jwt/login': () => ({ body: { userData: CLIENT_USER, accessToken: 'a1', refreshToken: 'r1' } }),
    });
    renderApp('/access-control');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(window.location.search).toBe('?redirect=%2Faccess-control');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Email'), 'client@demo.com');
    await user.type(screen.getByLabelText('Password'), 'client');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Access control', { selector: '.p-card-title' })).toBeInTheDocument();
  });
});

describe('register page', () => {
  it('shows both "already in use" messages on their fields', async () => {
    installFakeApi({
      'POST /jwt/register': () => ({
        body: { error: { email: 'This email is already in use.', username: 'This username is already in use.' } },
      }),
    });
    renderApp('/register');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Username'), 'rizky.pratama');
    await user.type(screen.getByLabelText('Email'), 'admin@demo.com');
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    await user.click(screen.getByLabelText('I agree to the privacy policy and terms'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('This email is already in use.')).toBeInTheDocument();
    expect(screen.getByText('This username is already in use.')).toBeInTheDocument();
  });

  it('signs the new account in', async () => {
    installFakeApi({
      'POST /jwt/register': () => ({ body: { user: { ...ADMIN_USER, id: 3, fullName: '' }, accessToken: 'a', refreshToken: 'r' } }),
    });
    const { store } = renderApp('/register');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Username'), 'drg.ayu');
    await user.type(screen.getByLabelText('Email'), 'ayu@example.id');
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    await user.click(screen.getByLabelText('I agree to the privacy policy and terms'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(store.getState().session.user?.id).toBe(3));
  });
});

describe('logout', () => {
  it('revokes the refresh token, clears user data and tokens, and shows the login page', async () => {
    const { calls } = installFakeApi({ 'POST /jwt/logout': () => ({ status: 204 }) });
    const { store } = renderApp('/logout', { user: ADMIN_USER });
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(calls.find((c) => c.path === '/jwt/logout')?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(store.getState().session.user).toBeNull();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
  });
});

describe('session restore', () => {
  it('asks the server who is signed in instead of trusting local storage', async () => {
    localStorage.setItem('accessToken', 'stored-access');
    localStorage.setItem('refreshToken', 'stored-refresh');
    const { calls } = installFakeApi({ 'GET /jwt/me': () => ({ body: { userData: CLIENT_USER } }) });
    const { store } = renderApp('/access-control');
    expect(await screen.findByText('Access control', { selector: '.p-card-title' })).toBeInTheDocument();
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer stored-access');
    expect(store.getState().session.user?.role).toBe('client');
  });
});
