import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeApi, type FakeRequest } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { NEW_SECRETARY } from '../../test/scoped-users';

const emptyPage = { data: [], total: 0, page: 1, perPage: 10, totalPages: 0, from: 0, to: 0 };
const typer = () => userEvent.setup({ delay: null });

describe('first sign-in with a temporary password', () => {
  it('sends every page to "Set your password" until the account has its own', async () => {
    installFakeApi({});
    const { router } = renderApp('/association/members?status=active', { user: NEW_SECRETARY });
    expect(await screen.findByRole('heading', { name: 'Set your password' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/set-password');
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/association/members?status=active');
    expect(screen.getByText(/Welcome, Sari Wulandari\. You signed in with a temporary password/)).toBeInTheDocument();

    await router.navigate('/association/dashboard');
    await waitFor(() => expect(window.location.pathname).toBe('/set-password'));
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/association/dashboard');
  });

  it('checks the new password, sets it, asks who is signed in and continues to the page asked for', async () => {
    let me = { ...NEW_SECRETARY };
    const attempts: unknown[] = [];
    const { calls } = installFakeApi({
      'POST /jwt/change-password': (req: FakeRequest) => {
        attempts.push(req.body);
        const { currentPassword } = req.body as { currentPassword: string };
        if (currentPassword !== 'Tmp-7hQ2-xK9p') {
          return { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'The current password is wrong', details: [{ field: 'currentPassword', in: 'body', message: 'is wrong' }] } };
        }
        me = { ...me, association: { ...me.association!, mustChangePassword: false } };
        return { status: 204 };
      },
      'GET /jwt/me': () => ({ body: { userData: me } }),
      'GET /api/association/members': () => ({ body: emptyPage }),
    });
    const { store } = renderApp('/association/members?status=active', { user: NEW_SECRETARY });
    const user = typer();
    const current = await screen.findByLabelText('Temporary password');
    const fresh = screen.getByLabelText('New password');
    const again = screen.getByLabelText('Repeat the new password');
    expect(screen.getByText(/At least 12 characters\./)).toBeInTheDocument();

    // Checked here first: too short, then not repeated the same; nothing goes to the server.
    await user.type(current, 'wrong-temporary');
    await user.type(fresh, 'gigi-sehat');
    await user.type(again, 'gigi-sehat');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('At least 12 characters.')).toBeInTheDocument();
    await user.type(fresh, '-2026');
    await user.type(again, '-2027');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('The two new passwords do not match.')).toBeInTheDocument();
    expect(attempts).toEqual([]);

    // The server refuses a wrong temporary password: said on its field.
    await user.clear(again);
    await user.type(again, 'gigi-sehat-2026');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('The current password is wrong.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/set-password');

    await user.clear(current);
    await user.type(current, 'Tmp-7hQ2-xK9p');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(window.location.pathname).toBe('/association/members'));
    expect(window.location.search).toBe('?status=active');
    expect(attempts.at(-1)).toEqual({ currentPassword: 'Tmp-7hQ2-xK9p', newPassword: 'gigi-sehat-2026' });
    // The account as the server now sees it, fetched after the change.
    const paths = calls.map((c) => c.path);
    expect(paths.lastIndexOf('/jwt/me')).toBeGreaterThan(paths.lastIndexOf('/jwt/change-password'));
    expect(store.getState().session.user?.association?.mustChangePassword).toBe(false);
  });
});
