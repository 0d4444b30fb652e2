import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import i18n, { loadAllTexts } from '../../../i18n';
import { ADMIN_USER, installFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { workflowServer } from '../test-server';
import { dialog } from '../test-ui';

const ENGLISH_REFUSAL = 'Member 13 is in arrears; a member who is in arrears can become active or dismissed, not lapsed';

/** Issue 18: texts the server words reach an Indonesian reader in Indonesian, from their codes. */
describe('server texts in Indonesian', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    await import('./member-view-page');
    await loadAllTexts('id');
    await i18n.changeLanguage('id');
  }, 120_000);
  afterAll(async () => {
    await i18n.changeLanguage('en');
  });

  const server = () => {
    const { handlers } = workflowServer();
    return {
      ...handlers,
      'GET /api/association/members/13/timeline': () => ({
        body: {
          data: [
            { id: 3, from: 'active', to: 'in_arrears', reason: 'Dues unpaid more than 90 days after their due date', code: 'history.arrearsAfterGrace', params: { days: 90 }, actor: 'pc@sejawat.id', at: '2026-03-01T08:00:00Z' },
            { id: 2, from: 'verified', to: 'active', reason: 'NPA 34000123 issued; membership activated', code: 'history.npaIssued', params: { npa: '34000123' }, actor: 'pb@sejawat.id', at: '2020-03-01T08:00:00Z' },
            { id: 1, from: null, to: 'applicant', reason: 'Application received at the branch', code: 'history.applicationReceived', actor: 'pc@sejawat.id', at: '2020-01-01T08:00:00Z' },
          ],
        },
      }),
      'POST /api/association/members/13/transitions': () => ({
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          message: ENGLISH_REFUSAL,
          code: 'member.transitionRefused',
          params: { id: 13, status: 'in_arrears', target: 'lapsed', allowed: 'active,dismissed' },
        },
      }),
    };
  };

  it('shows the timeline lines and a refusal (409) from their codes, with no English', async () => {
    installFakeApi(server());
    renderApp('/association/members/13', { user: ADMIN_USER });

    expect(await screen.findByText('Pendaftaran diterima di cabang')).toBeInTheDocument();
    expect(screen.getByText('NPA 34000123 diterbitkan; keanggotaan aktif')).toBeInTheDocument();
    expect(screen.getByText('Iuran belum dibayar setelah masa tenggang')).toBeInTheDocument();
    expect(screen.queryByText(/Application received|membership activated|grace period/)).not.toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    const lapse = i18n.t('associationWorkflows.member.transitions.lapsed');
    await user.click(await screen.findByRole('button', { name: lapse }));
    const form = await dialog(lapse);
    await user.type(within(form).getByLabelText(i18n.t('associationWorkflows.reason.label')), 'Tidak membayar lebih dari setahun');
    await user.click(within(form).getByRole('button', { name: i18n.t('associationWorkflows.member.status.apply') }));
    const refusal = await within(form).findByRole('alert');
    expect(refusal).toHaveTextContent('Anggota 13 berstatus Menunggak; dari status ini anggota dapat menjadi Aktif atau Diberhentikan, bukan Gugur.');
    expect(refusal.textContent).not.toMatch(/Member|can become|arrears|lapsed|not /);
  });

  it('falls back to the message only for a code the interface does not know', async () => {
    const handlers = server();
    installFakeApi({
      ...handlers,
      'POST /api/association/members/13/transitions': () => ({
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'A rule of a newer server refused it', code: 'member.someNewRule' },
      }),
    });
    renderApp('/association/members/13', { user: ADMIN_USER });
    const user = userEvent.setup({ delay: null });
    const lapse = i18n.t('associationWorkflows.member.transitions.lapsed');
    await user.click(await screen.findByRole('button', { name: lapse }));
    const form = await dialog(lapse);
    await user.type(within(form).getByLabelText(i18n.t('associationWorkflows.reason.label')), 'Tidak membayar lebih dari setahun');
    await user.click(within(form).getByRole('button', { name: i18n.t('associationWorkflows.member.status.apply') }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('A rule of a newer server refused it');
  });

  it('shows the audit trail with field labels, status labels and branch names, not API names, codes and ids', async () => {
    installFakeApi({
      ...server(),
      'GET /api/association/members/13/audit': () => ({
        body: {
          data: [
            { id: 2, entity: 'member', entityId: 13, action: 'transition', actor: 'pc@sejawat.id', at: '2026-03-01T08:00:00Z', changes: { status: { from: 'active', to: 'in_arrears' } } },
            { id: 1, entity: 'member', entityId: 13, action: 'transfer', actor: 'pc@sejawat.id', at: '2025-03-01T08:00:00Z', changes: { divisionId: { from: 41, to: 118 }, reason: 'Pindah praktik' } },
          ],
        },
      }),
      'GET /api/association/members/13/transfers': () => ({
        body: {
          data: [
            { id: 5, memberId: 13, memberName: 'drg. Maria Saraswati', fromDivisionId: 41, fromDivisionName: 'Cabang Bogor', toDivisionId: 118, toDivisionName: 'Cabang Bandung', reason: 'Pindah praktik', actor: 'pc@sejawat.id', at: '2025-03-01T08:00:00Z', status: 'completed', decidedAt: '2025-03-01T08:00:00Z', decidedBy: 'pc@sejawat.id' },
          ],
        },
      }),
    });
    renderApp('/association/members/13?tab=audit', { user: ADMIN_USER });
    const branchChange = (await screen.findByText('Cabang Bogor')).closest('li')!;
    expect(branchChange).toHaveTextContent(/^Cabang\s*Cabang Bogor\s*Cabang Bandung$/);
    const trail = branchChange.closest('ol')!;
    const statusChange = within(trail).getByText('Menunggak').closest('li')!;
    expect(statusChange).toHaveTextContent(/Status\s*Aktif\s*Menunggak/);
    expect(trail.textContent).not.toMatch(/divisionId|in_arrears|\b118\b|\b41\b|reason/);
  });
});
