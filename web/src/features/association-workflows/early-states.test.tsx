import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USER, installFakeApi, type FakeResponse } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { workflowServer } from './test-server';
import { dialog, sent } from './test-ui';

beforeAll(async () => {
  await import('./contributions/arrears-page');
  await import('./contributions/payment-report-page');
  await import('./verifications/verification-queue-page');
  await import('./members/transfer-requests-page');
}, 120_000);

const EMPTY_PAGE = { data: [], total: 0, page: 1, perPage: 10, totalPages: 0, from: 0, to: 0 };

/** The workflow lists, each with the request that fills it and what it says when nothing matches. */
const LISTS = [
  { page: '/association/contributions/arrears', list: 'GET /api/association/contributions/arrears', empty: 'No member is in arrears with these filters.', body: EMPTY_PAGE },
  { page: '/association/contributions/reports/payments', list: 'GET /api/association/contributions/reports/payments', empty: 'No payment matches.', body: { ...EMPTY_PAGE, totalAmount: 0 } },
  { page: '/association/verifications', list: 'GET /api/association/verifications', empty: 'No request matches.', body: EMPTY_PAGE },
  { page: '/association/transfers', list: 'GET /api/association/member-transfers', empty: 'No transfer requests.', body: EMPTY_PAGE },
];

/** Issue 18: "nothing here" only once the answer says so, and an error only on a field not yet corrected. */
describe('association workflow screens before and after the answer', { timeout: 120_000 }, () => {
  it.each(LISTS)('$page says it is empty only once the answer has come', async ({ page, list, empty, body }) => {
    let answer: (() => void) | undefined;
    installFakeApi({
      ...workflowServer().handlers,
      [list]: () => new Promise<FakeResponse>((resolve) => (answer = () => resolve({ body }))),
    });
    renderApp(page, { user: ADMIN_USER });
    await waitFor(() => expect(answer).toBeDefined());
    await screen.findByRole('table');
    expect(screen.queryByText(empty)).not.toBeInTheDocument();
    answer!();
    expect(await screen.findByText(empty)).toBeInTheDocument();
  });

  it('drops the server\'s refusal of a field once the field is corrected', async () => {
    const { calls } = installFakeApi({
      ...workflowServer().handlers,
      'POST /api/association/contributions/arrears/mark': () => ({
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'body/graceDays must be <= 730',
          code: 'validation.failed',
          details: [{ field: 'graceDays', in: 'body', message: 'must be <= 730', code: 'validation.maximum', params: { limit: 730 } }],
        },
      }),
    });
    renderApp('/association/contributions/arrears', { user: ADMIN_USER });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Mark members in arrears' }));
    const form = await dialog('Mark members in arrears');
    await user.click(within(form).getByRole('button', { name: 'Mark in arrears' }));
    await waitFor(() => expect(sent(calls, 'POST', '/api/association/contributions/arrears/mark')).toHaveLength(1));
    expect(await within(form).findByText('must be at most 730')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Grace days'));
    await user.type(within(form).getByLabelText('Grace days'), '60');
    // The number box hands its value over as the person leaves it.
    await user.tab();
    await waitFor(() => expect(within(form).queryByText('must be at most 730')).toBeNull());
  });
});
