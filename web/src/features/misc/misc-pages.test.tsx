import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

const boxes = () => Array.from({ length: 6 }, (_, i) => screen.getByLabelText(`Digit ${i + 1} of 6`));
const NOT_ENABLED = /Two-step verification is not enabled for this installation/;

describe('two-step verification page', () => {
  it('moves to the next box on each digit and back on Backspace', async () => {
    installFakeApi({});
    renderApp('/two-steps');
    const first = await screen.findByLabelText('Digit 1 of 6');
    const user = userEvent.setup({ delay: null });
    await user.click(first);
    await user.keyboard('12');
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['1', '2', '', '', '', '']);
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('x');
    expect(boxes()[2]).toHaveValue('');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
    expect(boxes()[1]).toHaveValue('');
  }, 120_000);

  it('fills every box from a pasted code and then says plainly that the code is not checked', async () => {
    const { calls } = installFakeApi({});
    renderApp('/two-steps');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByLabelText('Digit 1 of 6'));
    await user.paste('12 34-56');
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(screen.queryByText(NOT_ENABLED)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(NOT_ENABLED)).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  }, 120_000);

  it('asks for the missing digits', async () => {
    installFakeApi({});
    renderApp('/two-steps');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByLabelText('Digit 1 of 6'));
    await user.paste('123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter all 6 digits of the code.')).toBeInTheDocument();
    expect(screen.queryByText(NOT_ENABLED)).not.toBeInTheDocument();
  }, 120_000);
});

describe('reset password page', () => {
  it('checks the passwords, then says that reset links are not issued and links to login', async () => {
    installFakeApi({});
    renderApp('/reset-password');
    const user = userEvent.setup({ delay: null });
    const password = await screen.findByLabelText('New password');
    await user.type(password, 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('The password needs at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('The two passwords are not the same.')).toBeInTheDocument();
    expect(screen.queryByText(/not issued by this installation/)).not.toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'new-secret-1');
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(/Password reset links are not issued by this installation/)).toBeInTheDocument();
    expect(screen.queryByText('The two passwords are not the same.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  }, 120_000);
});

describe('verify email page', () => {
  it('explains verification without claiming an email was sent, and leads back to login', async () => {
    installFakeApi({});
    renderApp('/verify-email');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.getByText(/no email has been sent to you/)).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Back to login' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  }, 120_000);
});

describe('coming soon page', () => {
  it('validates the address, then says that notifications are not set up', async () => {
    installFakeApi({});
    renderApp('/misc/coming-soon');
    const user = userEvent.setup({ delay: null });
    const email = await screen.findByLabelText('Email');
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.queryByText(/Notifications are not set up/)).not.toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'drg.ayu@example.id');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText(/Notifications are not set up for this installation, so nothing will be sent to drg\.ayu@example\.id/)).toBeInTheDocument();
    expect(screen.queryByText('Enter a valid email address.')).not.toBeInTheDocument();
  }, 120_000);
});

describe('misc pages', () => {
  it.each([
    ['/misc/maintenance', 'Under maintenance'],
    ['/misc/error', 'Internal server error'],
    ['/misc/coming-soon', 'Coming soon'],
  ])('%s shows the app name, its title and a link home without signing in', async (url, title) => {
    installFakeApi({});
    renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(window.location.pathname).toBe(url);
    expect(screen.getByText('Sejawat')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  }, 120_000);

  it('the error page shows the 500 code', async () => {
    installFakeApi({});
    renderApp('/misc/error');
    expect(await screen.findByText('500')).toBeInTheDocument();
  }, 120_000);
});
