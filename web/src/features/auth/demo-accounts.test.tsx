import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseApi } from '../../api/base-api';
import { installFakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

const DEMO = [
  { email: 'nasional@demo.com', password: 'sejawat-demo', role: 'admin', level: 'national', description: 'National administrator (Pengurus Besar): every board, every account' },
  { email: 'cabang@demo.com', password: 'sejawat-demo', role: 'secretary', level: 'branch', description: 'Branch board (Pengurus Cabang): its own members only' },
  { email: 'bendahara@demo.com', password: 'sejawat-demo', role: 'treasurer', level: 'branch', description: 'Branch board (Pengurus Cabang): its own members only' },
  { email: 'anggota@demo.com', password: 'sejawat-demo', role: 'member', level: 'member', description: 'A member (dentist): his own record, dues, licences and card' },
  { email: 'client@demo.com', password: 'client', role: 'client', level: 'workspace', description: 'Demo workspace, read only' },
];

describe('login page: demo accounts', () => {
  it('lists the demo accounts the server offers and fills the form with the one chosen', async () => {
    const { calls } = installFakeApi({
      'GET /jwt/demo-accounts': () => ({ body: { accounts: DEMO } }),
      'POST /jwt/login': () => ({ status: 400, body: { error: { email: ['Email or Password is Invalid'] } } }),
    });
    renderApp('/login');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByText('Demo accounts'));
    const list = screen.getByRole('list', { name: 'Demo account list' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    // Role and board in words, the published credentials beside them.
    expect(rows[1]).toHaveTextContent('Secretary · Branch board');
    expect(rows[1]).toHaveTextContent('cabang@demo.com / sejawat-demo');
    expect(rows[2]).toHaveTextContent('Treasurer · Branch board');
    expect(rows[3]).toHaveTextContent(/^Member/);
    expect(rows[4]).toHaveTextContent('Client (read-only) · Demo workspace');

    await user.click(within(list).getByRole('button', { name: 'Use bendahara@demo.com' }));
    expect(screen.getByLabelText('Email')).toHaveValue('bendahara@demo.com');
    expect(screen.getByLabelText('Password')).toHaveValue('sejawat-demo');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Email or Password is Invalid');
    expect(calls.find((c) => c.path === '/jwt/login')?.body).toEqual({ email: 'bendahara@demo.com', password: 'sejawat-demo' });
  });

  it('shows no panel where the server has no demo accounts (production)', async () => {
    installFakeApi({ 'GET /jwt/demo-accounts': () => ({ body: { accounts: [] } }) });
    const { store } = renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    const answered = () =>
      Object.values(store.getState()[baseApi.reducerPath].queries).some((q) => q?.endpointName === 'listDemoAccounts' && q.status === 'fulfilled');
    await waitFor(() => expect(answered()).toBe(true));
    // The empty answer is in: no panel, and none of the template's two accounts the page used to list by itself.
    expect(screen.queryByText('Demo accounts')).not.toBeInTheDocument();
    expect(screen.queryByText(/admin@demo\.com/)).not.toBeInTheDocument();
  });
});
