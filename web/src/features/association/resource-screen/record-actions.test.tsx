import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USER, installFakeApi, type FakeRequest } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { fakeResource, lastListQuery, listCalls } from '../test/fake-resource';
import { divisionRows, SAMPLES } from '../test/sample-rows';
import { choose, dialogWith } from '../test/test-ui';

beforeAll(
  () => Promise.all([import('./list-page'), import('./detail-page'), import('./form-page'), import('../resources/divisions/config')]),
  120_000,
);

const requests = (calls: FakeRequest[], method: string, path: string | RegExp) =>
  calls.filter((c) => c.method === method && (typeof path === 'string' ? c.path === path : path.test(c.path)));
const typer = () => userEvent.setup({ delay: null });
/** PrimeReact draws a checkbox as a box around a transparent input; the input takes the click. */
const checkbox = (scope: HTMLElement, name: string) =>
  within(scope)
    .getAllByRole('checkbox', { name })
    .find((el) => el.tagName === 'INPUT')!;

describe('resource records: bulk actions, forms, detail and abilities', { timeout: 180_000 }, () => {
  it('deletes the selected rows after confirmation and sums up what succeeded and what failed', async () => {
    const server = fakeResource('divisions', divisionRows(12));
    server.refuseDelete.set(7, { status: 409, message: 'The division still has members' });
    const { calls } = installFakeApi(server.handlers);
    renderApp('/association/divisions?level=branch', { user: ADMIN_USER });
    const table = await screen.findByRole('table', { name: 'Divisions' });
    await within(table).findByText('Cabang 006');
    const user = userEvent.setup({ delay: null });
    for (const name of ['Cabang 006', 'Cabang 007', 'Cabang 008']) {
      await user.click(checkbox(table, `Row selected ${name}`));
    }
    const bar = screen.getByRole('region', { name: 'Selected rows' });
    expect(within(bar).getByText('Selected: 3')).toBeInTheDocument();
    const fetches = listCalls(calls, 'divisions').length;

    await user.click(within(bar).getByRole('button', { name: 'Delete selected' }));
    const dialog = await dialogWith('Delete the 3 selected records? This cannot be undone.');
    expect(requests(calls, 'DELETE', /divisions/)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete selected' }));

    const summary = await dialogWith('Done: 2. Failed: 1.');
    expect(within(summary).getByText('Cabang 007')).toBeInTheDocument();
    expect(summary).toHaveTextContent('The division still has members');
    expect(requests(calls, 'DELETE', /divisions/).map((c) => c.path)).toEqual([
      '/api/association/divisions/6',
      '/api/association/divisions/7',
      '/api/association/divisions/8',
    ]);
    // The list is fetched again: the deleted rows are gone, the refused one stays, nothing is selected.
    await waitFor(() => expect(listCalls(calls, 'divisions').length).toBeGreaterThan(fetches));
    await waitFor(() => expect(within(table).queryByText('Cabang 006')).not.toBeInTheDocument());
    expect(within(table).getByText('Cabang 007')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Selected rows' })).not.toBeInTheDocument();
  });

  it("runs a resource's own bulk action on each selected row", async () => {
    const sample = SAMPLES.strRecords!;
    const rows = [sample.row, { ...sample.row, id: 4, number: '3212110012349999' }] as { id: number }[];
    const server = fakeResource('str-records', rows);
    const { calls } = installFakeApi({
      ...server.handlers,
      'POST /api/association/str-records/3/convert': () => ({ status: 201, body: { ...sample.row, id: 30, kind: 'lifetime' } }),
      'POST /api/association/str-records/4/convert': () => ({
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'STR 3212110012349999 is already converted' },
      }),
    });
    renderApp('/association/str', { user: ADMIN_USER });
    const table = await screen.findByRole('table', { name: 'STR' });
    await within(table).findByText('3212110012349999');
    const user = userEvent.setup({ delay: null });
    await user.click(checkbox(table, 'All items unselected'));
    await user.click(screen.getByRole('button', { name: 'Convert to lifetime STR' }));
    const dialog = await dialogWith(/Convert the 2 selected STRs to lifetime STRs\?/);
    await user.click(within(dialog).getByRole('button', { name: 'Convert to lifetime STR' }));
    const summary = await dialogWith('Done: 1. Failed: 1.');
    expect(summary).toHaveTextContent('STR 3212110012349999 is already converted');
    expect(requests(calls, 'POST', /convert$/)).toHaveLength(2);
  });

  it('shows the server validation errors on the fields they name, then creates the record', async () => {
    const server = fakeResource('divisions', divisionRows(8));
    let refuse = true;
    const { calls } = installFakeApi({
      ...server.handlers,
      'POST /api/association/divisions': (req) => {
        if (refuse) {
          refuse = false;
          return {
            status: 400,
            body: {
              statusCode: 400,
              error: 'Bad Request',
              message: 'body.code must match pattern; body.email must match format "email"',
              details: [
                { field: 'code', in: 'body', message: 'must match pattern "^[A-Z]{2}-[0-9A-Z-]{1,20}$"' },
                { field: 'email', in: 'body', message: 'must match format "email"' },
              ],
            },
          };
        }
        if ((req.body as { parentId: unknown }).parentId === null) {
          return {
            status: 400,
            body: { statusCode: 400, error: 'Bad Request', message: 'A branch must belong to a province', details: [{ field: 'parentId', in: 'body', message: 'must be the id of a province' }] },
          };
        }
        return server.handlers['POST /api/association/divisions']!(req);
      },
    });
    renderApp('/association/divisions', { user: ADMIN_USER });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('link', { name: 'New division' }));
    const form = await screen.findByRole('form', { name: 'New division' });

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getAllByText('Required')).toHaveLength(3);
    expect(requests(calls, 'POST', '/api/association/divisions')).toHaveLength(0);

    await typer().type(within(form).getByLabelText(/^Code/), 'pc 99');
    await typer().type(within(form).getByLabelText(/^Name/), 'Cabang Baru');
    await choose('Level *', 'Branch (PC)', form);
    await typer().type(within(form).getByLabelText(/^Email/), 'not-an-email');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const codeError = await within(form).findByText('Not in the expected format.');
    expect(codeError).toHaveAttribute('id', 'rs-form-divisions-code-error');
    expect(within(form).getByLabelText(/^Code/).getAttribute('aria-describedby')).toContain('rs-form-divisions-code-error');
    expect(within(form).getByText('Enter a valid email address.')).toHaveAttribute('id', 'rs-form-divisions-email-error');
    expect(requests(calls, 'POST', '/api/association/divisions')[0]!.body).toEqual({
      code: 'pc 99',
      name: 'Cabang Baru',
      level: 'branch',
      parentId: null,
      city: null,
      email: 'not-an-email',
    });

    await typer().clear(within(form).getByLabelText(/^Code/));
    await typer().type(within(form).getByLabelText(/^Code/), 'PC-9999');
    // The corrected field drops its error at once; the one not touched yet keeps it.
    expect(within(form).queryByText('Not in the expected format.')).not.toBeInTheDocument();
    expect(within(form).getByText('Enter a valid email address.')).toBeInTheDocument();
    await typer().clear(within(form).getByLabelText(/^Email/));
    expect(within(form).queryByText('Enter a valid email address.')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    // A rule of the domain comes back in the server's words, on its field.
    expect(await within(form).findByText('must be the id of a province')).toHaveAttribute('id', 'rs-form-divisions-parentId-error');
    expect(within(form).queryByText('Not in the expected format.')).not.toBeInTheDocument();

    // The parent is picked by searching the divisions list.
    await typer().type(within(form).getByLabelText(/^Parent board/), 'wilayah 002');
    await user.click(await screen.findByText('Pengurus Wilayah 002', { selector: '.p-autocomplete-item *' }));
    await waitFor(() => expect(lastListQuery(calls, 'divisions')).toMatchObject({ q: 'wilayah 002', perPage: '20' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    // The new division's page, with a notice; its list is stale and will be fetched again.
    expect(await screen.findByRole('heading', { name: 'Cabang Baru' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/association/divisions/9');
    expect(requests(calls, 'POST', '/api/association/divisions').at(-1)!.body).toEqual({ code: 'PC-9999', name: 'Cabang Baru', level: 'branch', parentId: 2, city: null });
    expect(screen.getByText('Cabang Baru was recorded.')).toBeInTheDocument();
  });

  it('edits only what changed and shows the record and its audit trail fresh afterwards', async () => {
    let auditAnswers = 0;
    const server = fakeResource('divisions', divisionRows(8), {
      audit: () => {
        auditAnswers += 1;
        return auditAnswers === 1
          ? []
          : [{ id: 1, action: 'update', actor: 'admin@demo.com', at: '2026-11-21T09:00:00.000Z', changes: { city: { from: 'Jakarta', to: 'Depok' }, level: { from: 'province', to: 'branch' } } }];
      },
    });
    const { calls } = installFakeApi(server.handlers);
    renderApp('/association/divisions/5', { user: ADMIN_USER });
    expect(await screen.findByRole('heading', { name: 'Pengurus Wilayah 005' })).toBeInTheDocument();
    expect(await screen.findByText('No change has been recorded since this record was imported.')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('link', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit Pengurus Wilayah 005' });
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();

    await typer().clear(within(form).getByLabelText(/^City/));
    await typer().type(within(form).getByLabelText(/^City/), 'Depok');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests(calls, 'PATCH', '/api/association/divisions/5')).toHaveLength(1));
    expect(requests(calls, 'PATCH', '/api/association/divisions/5')[0]!.body).toEqual({ city: 'Depok' });

    // Back on the record: fetched again, with the change in its audit trail in words.
    expect(await screen.findByRole('heading', { name: 'Pengurus Wilayah 005' })).toBeInTheDocument();
    await waitFor(() => expect(requests(calls, 'GET', '/api/association/divisions/5').length).toBeGreaterThan(1));
    const audit = screen.getByRole('region', { name: 'Audit trail' });
    expect(await within(audit).findByText('Changed')).toBeInTheDocument();
    expect(audit).toHaveTextContent(/City: Jakarta\s*Depok/);
    expect(audit).toHaveTextContent(/Level: Provincial board \(PW\)\s*Branch \(PC\)/);
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Depok')).toBeInTheDocument();
  });

  it('deletes a record from its page and goes back to the list', async () => {
    const { calls } = installFakeApi(fakeResource('divisions', divisionRows(8)).handlers);
    renderApp('/association/divisions?level=branch', { user: ADMIN_USER });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('link', { name: 'View Cabang 007' }));
    expect(await screen.findByRole('heading', { name: 'Cabang 007' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await dialogWith('Delete Cabang 007? This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(window.location.search).toBe('?level=branch'));
    expect(requests(calls, 'DELETE', '/api/association/divisions/7')).toHaveLength(1);
    expect(await screen.findByText('Cabang 007 was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'View Cabang 007' })).not.toBeInTheDocument());
  });

  it('shows only what the account may do', async () => {
    installFakeApi(fakeResource('divisions', divisionRows(8)).handlers);
    const reader = { ...ADMIN_USER, id: 5, ability: [{ action: 'read', subject: 'Division' }] };
    const view = renderApp('/association/divisions', { user: reader });
    const table = await screen.findByRole('table', { name: 'Divisions' });
    await within(table).findByText('Cabang 006');
    expect(within(table).getByRole('link', { name: 'View Cabang 006' })).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: 'Edit Cabang 006' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Delete Cabang 006' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New division' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    // The menu offers what the account reads, and nothing else of the association.
    const menu = within(screen.getByRole('complementary', { name: 'Main menu' }));
    expect(menu.getByText('Kelompok')).toBeInTheDocument();
    expect(menu.queryByText('Member')).not.toBeInTheDocument();
    view.unmount();

    renderApp('/association/divisions/new', { user: reader });
    expect(await screen.findByRole('heading', { name: 'Not authorized' })).toBeInTheDocument();
  });
});
