import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ENDING_EVENT } from '../../../lib/kept-draft';
import { ADMIN_USER, installFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { fakeResource } from '../test/fake-resource';
import { divisionRows } from '../test/sample-rows';

beforeAll(() => Promise.all([import('./form-page'), import('../resources/members/config')]), 120_000);
afterEach(() => sessionStorage.clear());

const RESTORED = 'What you typed before you were signed out for inactivity is back. It is not saved yet.';

// Every resource form (registering a member, an account, a licence...) keeps what was typed across an idle sign-out.
describe('a resource form after an idle sign-out', { timeout: 120_000 }, () => {
  it('gives back what was typed to the same user, marked unsaved, and sends nothing', async () => {
    const { calls } = installFakeApi(fakeResource('divisions', divisionRows(12)).handlers);
    const first = renderApp('/association/members/new', { user: ADMIN_USER });
    await userEvent.type(await screen.findByLabelText(/^Full name/), 'drg. Sari Wulandari');
    act(() => void window.dispatchEvent(new Event(SESSION_ENDING_EVENT)));
    first.unmount();

    renderApp('/association/members/new', { user: ADMIN_USER });
    await waitFor(() => expect(screen.getByLabelText(/^Full name/)).toHaveValue('drg. Sari Wulandari'));
    expect(screen.getByText(RESTORED)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('gives nothing to another user signing in on the same tab', async () => {
    installFakeApi(fakeResource('divisions', divisionRows(12)).handlers);
    const first = renderApp('/association/members/new', { user: ADMIN_USER });
    await userEvent.type(await screen.findByLabelText(/^Full name/), 'drg. Sari Wulandari');
    act(() => void window.dispatchEvent(new Event(SESSION_ENDING_EVENT)));
    first.unmount();

    renderApp('/association/members/new', { user: { ...ADMIN_USER, id: ADMIN_USER.id + 1 } });
    expect(await screen.findByLabelText(/^Full name/)).toHaveValue('');
    expect(screen.queryByText(RESTORED)).toBeNull();
  });
});
