import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_USER, installFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { fakeResource, lastListQuery, urlQuery } from '../test/fake-resource';
import { divisionRows } from '../test/sample-rows';
import { choose } from '../test/test-ui';
import { mockScreenWidth } from '../../../test/screen-width';

/** The choice a Dropdown shows. */
const shown = (label: string) => screen.getByLabelText(label).closest('.p-dropdown')!.querySelector('.p-dropdown-label')!.textContent;
beforeAll(() => Promise.all([import('./list-page'), import('../resources/divisions/config')]), 120_000);


describe('resource list on a phone', { timeout: 180_000 }, () => {
  beforeEach(() => mockScreenWidth(390));

  it('puts the search first and the filters behind a button that counts them', async () => {
    const { calls } = installFakeApi(fakeResource('divisions', divisionRows(30)).handlers);
    renderApp('/association/divisions', { user: ADMIN_USER });
    expect(await screen.findByText('PB-00')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });

    // No filter on the page itself: the search box is the first field of the list.
    const card = screen.getByRole('region', { name: 'Divisions' });
    expect(within(card).queryByLabelText('Level')).toBeNull();
    expect(within(card).getAllByRole('searchbox')[0]).toBe(screen.getByLabelText('Search the list'));

    const button = screen.getByRole('button', { name: 'Filters' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    await choose('Level', 'Branch (PC)');
    await waitFor(() => expect(lastListQuery(calls, 'divisions')).toEqual({ level: 'branch', page: '1', perPage: '10' }));
    await user.click(within(panel).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filters (1)' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Filters' })).getByRole('button', { name: 'Clear filters' }));
    // Back to the unfiltered rows (cached, so no new request): the address and the button say so.
    await waitFor(() => expect(urlQuery()).toEqual({}));
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it('shows each row as a card with its labels instead of a wide table', async () => {
    installFakeApi(fakeResource('divisions', divisionRows(5)).handlers);
    renderApp('/association/divisions', { user: ADMIN_USER });
    expect(await screen.findByText('PB-00')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Divisions' }).closest('.p-datatable')!;
    expect(table).toHaveClass('p-datatable-responsive-stack');
    const firstRow = within(screen.getByRole('table', { name: 'Divisions' })).getAllByRole('row')[1]!;
    expect(within(firstRow).getByText('Name', { selector: '.p-column-title' })).toBeInTheDocument();
  });

  it('sorts the cards with a labelled field and order, kept in the address like the column headers\' sort', async () => {
    const { calls } = installFakeApi(fakeResource('divisions', divisionRows(5)).handlers);
    renderApp('/association/divisions', { user: ADMIN_USER });
    expect(await screen.findByText('PB-00')).toBeInTheDocument();
    // The default sort is what the control shows first.
    expect(shown('Sort by')).toBe('Code');
    expect(shown('Order')).toBe('Ascending');

    await choose('Sort by', 'Members');
    await waitFor(() => expect(urlQuery()).toEqual({ sort: 'memberCount:asc' }));
    expect(lastListQuery(calls, 'divisions')).toEqual({ sort: 'memberCount:asc', page: '1', perPage: '10' });

    // The keyboard alone: focus the order, open it with the arrow key, move to the other direction and take it.
    const user = userEvent.setup({ delay: null });
    screen.getByLabelText('Order').focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.querySelector('.p-dropdown-panel')).not.toBeNull());
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(urlQuery()).toEqual({ sort: 'memberCount:desc' }));
    expect(shown('Order')).toBe('Descending');
  });

  it('shows no sort control where the column headers sort the table', async () => {
    mockScreenWidth(1280);
    installFakeApi(fakeResource('divisions', divisionRows(5)).handlers);
    renderApp('/association/divisions', { user: ADMIN_USER });
    expect(await screen.findByText('PB-00')).toBeInTheDocument();
    expect(screen.queryByLabelText('Sort by')).toBeNull();
  });
});
