import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USER, installFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { dialog, sent } from '../test-ui';

beforeAll(() => import('./transfer-requests-page'), 120_000);

const LIST = '/api/association/member-transfers';
// A branch secretary of branch 40: her rules carry the branch as a condition, as the server signs them.
const BRANCH_SECRETARY = {
  ...ADMIN_USER,
  id: 1000000003,
  email: 'cabang@demo.com',
  role: 'secretary',
  ability: [
    { action: 'read', subject: 'Auth' },
    { action: 'read', subject: 'Member', conditions: { divisionId: { $in: [40] } } },
    { action: 'update', subject: 'Member', conditions: { divisionId: { $in: [40] } } },
  ],
  association: { divisionId: 40, divisionLevel: 'branch' as const, divisionName: 'Cabang Kita', memberId: null, mustChangePassword: false },
};

const transfer = (id: number, memberName: string, from: [number, string], to: [number, string], status = 'requested') => ({
  id,
  memberId: id + 100,
  memberName,
  fromDivisionId: from[0],
  fromDivisionName: from[1],
  toDivisionId: to[0],
  toDivisionName: to[1],
  reason: 'Pindah praktik',
  actor: 'someone@example.org',
  at: '2026-11-20T03:00:00.000Z',
  status,
  decidedAt: null,
  decidedBy: null,
  decisionReason: null,
});

function server() {
  const rows = [
    transfer(1, 'drg. Masuk Ke Sini', [77, 'Cabang Lain'], [40, 'Cabang Kita']),
    transfer(2, 'drg. Keluar Dari Sini', [40, 'Cabang Kita'], [77, 'Cabang Lain']),
  ];
  const page = () => ({ data: rows.filter((r) => r.status === 'requested'), total: rows.filter((r) => r.status === 'requested').length, page: 1, perPage: 10, totalPages: 1, from: 1, to: 2 });
  return {
    rows,
    handlers: {
      [`GET ${LIST}`]: () => ({ body: page() }),
      [`POST ${LIST}/1/accept`]: () => {
        rows[0]!.status = 'completed';
        return { body: rows[0] };
      },
      [`POST ${LIST}/2/cancel`]: () => {
        rows[1]!.status = 'cancelled';
        return { body: rows[1] };
      },
    },
  };
}

describe('transfer requests', { timeout: 120_000 }, () => {
  it('offers accept and decline on requests into the board, withdraw on those it sent', async () => {
    const fake = server();
    const { calls } = installFakeApi(fake.handlers);
    renderApp('/association/transfers', { user: BRANCH_SECRETARY });
    const table = await screen.findByRole('table', { name: 'Branch transfer requests' });
    const incoming = (await within(table).findByText('drg. Masuk Ke Sini')).closest('tr')!;
    const outgoing = within(table).getByText('drg. Keluar Dari Sini').closest('tr')!;
    expect(within(incoming).getByRole('button', { name: 'Accept drg. Masuk Ke Sini' })).toBeInTheDocument();
    expect(within(incoming).getByRole('button', { name: 'Decline drg. Masuk Ke Sini' })).toBeInTheDocument();
    expect(within(incoming).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
    expect(within(outgoing).queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    await user.click(within(incoming).getByRole('button', { name: 'Accept drg. Masuk Ke Sini' }));
    expect(await screen.findByText('drg. Masuk Ke Sini now belongs to Cabang Kita.')).toBeInTheDocument();
    expect(sent(calls, 'POST', `${LIST}/1/accept`)).toHaveLength(1);
    await waitFor(() => expect(within(table).queryByText('drg. Masuk Ke Sini')).not.toBeInTheDocument());

    await user.click(within(outgoing).getByRole('button', { name: 'Withdraw drg. Keluar Dari Sini' }));
    const withdraw = await dialog('Withdraw the transfer request for drg. Keluar Dari Sini');
    await user.type(within(withdraw).getByRole('textbox'), 'Anggota tetap di cabang kami');
    await user.click(within(withdraw).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(sent(calls, 'POST', `${LIST}/2/cancel`)).toHaveLength(1));
    expect(sent(calls, 'POST', `${LIST}/2/cancel`)[0]!.body).toEqual({ reason: 'Anggota tetap di cabang kami' });
  });
});
