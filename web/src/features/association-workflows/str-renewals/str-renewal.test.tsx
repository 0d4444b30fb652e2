import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USER, installFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { workflowServer } from '../test-server';
import { dialog, sent } from '../test-ui';

beforeAll(() => import('./str-renewal-page'), 120_000);

const ITEM = '/api/association/str-renewals/76';

describe('STR re-registration', { timeout: 120_000 }, () => {
  it('walks the request from submitted to completed, refreshing it after every step', async () => {
    const { calls } = installFakeApi(workflowServer().handlers);
    renderApp('/association/str-renewals/76', { user: ADMIN_USER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Registrasi Ulang STR #76' })).toBeInTheDocument();
    expect(await screen.findByText('Legacy (5 years)')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByRole('button', { name: 'Start review' }));
    expect(await screen.findByText('The review has started.')).toBeInTheDocument();
    expect(sent(calls, 'POST', `${ITEM}/review`)).toHaveLength(1);
    const recommend = await screen.findByRole('button', { name: 'Recommend' });
    expect(recommend).toBeDisabled();

    await user.click(screen.getByLabelText('SKP recapitulation form'));
    await waitFor(() =>
      expect(sent(calls, 'PATCH', `${ITEM}/documents`)[0]?.body).toEqual({
        documents: [{ type: 'skp_form', received: true }],
      }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Recommend' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Recommend' }));
    // Recommending settles the documents: it is confirmed first, and cancelling sends nothing.
    await user.click(within(await dialog('Recommend the re-registration?')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Recommend the re-registration?')).not.toBeInTheDocument());
    expect(sent(calls, 'POST', `${ITEM}/recommend`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Recommend' }));
    await user.click(within(await dialog('Recommend the re-registration?')).getByRole('button', { name: 'Recommend' }));
    expect(await screen.findByText('The request is recommended.')).toBeInTheDocument();
    expect(sent(calls, 'POST', `${ITEM}/recommend`)).toHaveLength(1);
    // Documents are settled once recommended.
    await waitFor(() => expect(screen.getByLabelText('SKP recapitulation form')).toBeDisabled());

    await user.click(await screen.findByRole('button', { name: 'Complete' }));
    const confirm = await dialog('Complete the re-registration?');
    expect(confirm).toHaveTextContent('marks STR 1512220000465 replaced');
    await user.click(within(confirm).getByRole('button', { name: 'Complete' }));
    expect(within(confirm).getByLabelText('Number of the new STR')).toHaveAccessibleDescription('Enter the number of the new STR.');
    expect(sent(calls, 'POST', `${ITEM}/complete`)).toHaveLength(0);
    await user.type(within(confirm).getByLabelText('Number of the new STR'), '1512260000999');
    const strReads = sent(calls, 'GET', '/api/association/str-records/322').length;
    await user.click(within(confirm).getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('The re-registration is complete.')).toBeInTheDocument();
    expect(sent(calls, 'POST', `${ITEM}/complete`)[0]?.body).toEqual({ number: '1512260000999' });
    expect(await screen.findByText('New STR: 1512260000999')).toBeInTheDocument();
    expect(await screen.findByText('This request is closed.')).toBeInTheDocument();
    expect(sent(calls, 'GET', ITEM).length).toBeGreaterThanOrEqual(4);
    // The renewed STR is now replaced: its card reads it again.
    await waitFor(() => expect(sent(calls, 'GET', '/api/association/str-records/322').length).toBeGreaterThan(strReads));
  });

  it('shows why the server refuses a step', async () => {
    const server = workflowServer();
    server.renewal.status = 'in_review';
    const handlers = {
      ...server.handlers,
      [`POST ${ITEM}/recommend`]: () => ({
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'Request 76 misses documents: skp_form' },
      }),
    };
    server.renewal.documents = server.renewal.documents.map((d) => ({ ...d, received: true }));
    installFakeApi(handlers);
    renderApp('/association/str-renewals/76', { user: ADMIN_USER });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Recommend' }));
    const confirm = await dialog('Recommend the re-registration?');
    await user.click(within(confirm).getByRole('button', { name: 'Recommend' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Not recommended: the request changed meanwhile');
  });

  it('rejects with a reason and shows it', async () => {
    const { calls } = installFakeApi(workflowServer().handlers);
    renderApp('/association/str-renewals/76', { user: ADMIN_USER });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const form = await dialog('Reject the re-registration request');
    await user.type(within(form).getByLabelText('Reason'), 'The SKP recapitulation is incomplete');
    await user.click(within(form).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(sent(calls, 'POST', `${ITEM}/reject`)[0]?.body).toEqual({
        reason: 'The SKP recapitulation is incomplete',
      }),
    );
    expect(await screen.findByText('Rejected: The SKP recapitulation is incomplete')).toBeInTheDocument();
  });
});
