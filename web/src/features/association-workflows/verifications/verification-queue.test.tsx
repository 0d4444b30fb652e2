import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USER, installFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { workflowServer } from '../test-server';
import { dialog, sent, urlQuery } from '../test-ui';

beforeAll(() => import('./verification-queue-page'), 120_000);

const ITEM = '/api/association/verifications/1249';
const LIST = '/api/association/verifications';

describe('verification queue', { timeout: 120_000 }, () => {
  it('lists pending requests oldest first and opens one from the list, keeping it in the address', async () => {
    const { calls } = installFakeApi(workflowServer().handlers);
    renderApp('/association/verifications', { user: ADMIN_USER });
    const table = await screen.findByRole('table', { name: 'Verification requests' });
    await waitFor(() =>
      expect(Object.fromEntries(sent(calls, 'GET', LIST).at(-1)?.query ?? [])).toEqual({
        status: 'pending',
        sort: 'submittedAt:asc',
        page: '1',
        perPage: '10',
      }),
    );
    await userEvent.setup({ delay: null }).click(await within(table).findByText('drg. Padmi Pratiwi'));
    expect(urlQuery()).toEqual({ open: '1249' });
    expect(await screen.findByText('3 of 4 received')).toBeInTheDocument();
  });

  it('shows what a member asked to change in his portal, and his note', async () => {
    const server = workflowServer();
    Object.assign(server.verification, {
      kind: 'data_update',
      requestedChanges: { specialty: 'orthodontics', birthDate: '1990-02-01' },
      note: 'Lulus PPDGS Ortodonsia.',
    });
    installFakeApi(server.handlers);
    renderApp('/association/verifications?open=1249', { user: ADMIN_USER });
    expect(await screen.findByText('Requested by the member')).toBeInTheDocument();
    expect(screen.getByText('Specialty: Orthodontics')).toBeInTheDocument();
    expect(screen.getByText('Date of birth: 1 Feb 1990')).toBeInTheDocument();
    expect(screen.getByText('Lulus PPDGS Ortodonsia.')).toBeInTheDocument();
    expect(screen.getByText('Approving writes these values to the member record.')).toBeInTheDocument();
  });

  it('ticks a document, then approves once every document is in, and refreshes the queue', async () => {
    const server = workflowServer();
    const { calls } = installFakeApi(server.handlers);
    renderApp('/association/verifications?open=1249', { user: ADMIN_USER });
    const approve = await screen.findByRole('button', { name: 'Approve' });
    expect(approve).toBeDisabled();
    expect(screen.getByText('Documents still missing: 1')).toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByLabelText('Identity card (KTP)'));
    await waitFor(() => expect(sent(calls, 'PATCH', `${ITEM}/documents`)).toHaveLength(1));
    expect(sent(calls, 'PATCH', `${ITEM}/documents`)[0]!.body).toEqual({
      documents: [{ type: 'identity_card', received: true }],
    });
    expect(await screen.findByText('4 of 4 received')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled());

    const listReads = sent(calls, 'GET', LIST).length;
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('The request of drg. Padmi Pratiwi was approved.')).toBeInTheDocument();
    expect(sent(calls, 'POST', `${ITEM}/approve`)).toHaveLength(1);
    // The queue was fetched again (the request left the pending list) and the detail shows the decision.
    await waitFor(() => expect(sent(calls, 'GET', LIST).length).toBeGreaterThan(listReads));
    expect(await screen.findByText('No request matches.')).toBeInTheDocument();
    expect(await screen.findByText('Approved', { selector: '.aw-tag' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('shows the refusal when the server will not approve', async () => {
    const server = workflowServer();
    // The list said every document was in, but the server knows better.
    server.verification.documents = server.verification.documents.map((d) => ({ ...d, received: true }));
    const handlers = {
      ...server.handlers,
      'POST /api/association/verifications/1249/approve': () => ({
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'Verification 1249 is no longer pending' },
      }),
    };
    installFakeApi(handlers);
    renderApp('/association/verifications?open=1249', { user: ADMIN_USER });
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Verification 1249 is no longer pending');
  });

  it('rejects only with a reason, and sends the reason', async () => {
    const { calls } = installFakeApi(workflowServer().handlers);
    renderApp('/association/verifications?open=1249', { user: ADMIN_USER });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const form = await dialog('Reject the request of drg. Padmi Pratiwi');
    await user.type(within(form).getByLabelText('Reason'), 'KTP');
    await user.click(within(form).getByRole('button', { name: 'Reject' }));
    expect(within(form).getByText('Give the reason in at least 5 characters.')).toBeInTheDocument();
    expect(sent(calls, 'POST', `${ITEM}/reject`)).toHaveLength(0);
    await user.type(within(form).getByLabelText('Reason'), ' scan is unreadable');
    await user.click(within(form).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(sent(calls, 'POST', `${ITEM}/reject`)).toHaveLength(1));
    expect(sent(calls, 'POST', `${ITEM}/reject`)[0]!.body).toEqual({ reason: 'KTP scan is unreadable' });
    expect(await screen.findByText('Reason given')).toBeInTheDocument();
    expect(screen.getByText('KTP scan is unreadable', { selector: 'dd' })).toBeInTheDocument();
  });
});
