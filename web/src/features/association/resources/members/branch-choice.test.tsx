import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USER, installFakeApi } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { fakeResource, listCalls } from '../../test/fake-resource';
import { divisionRows } from '../../test/sample-rows';

beforeAll(() => Promise.all([import('../../resource-screen/form-page'), import('./config')]), 120_000);

/** A board account whose rules reach the divisions `subtree` (its board and the boards below it). */
function boardUser(subtree: number[]) {
  const within = { divisionId: { $in: subtree } };
  return {
    ...ADMIN_USER,
    role: 'secretary',
    ability: [
      { action: 'read', subject: 'Auth' },
      { action: 'read', subject: 'Division', conditions: within },
      { action: 'read', subject: 'Member', conditions: within },
      { action: 'create', subject: 'Member', conditions: within },
    ],
  };
}

/** The branches the registration form's Branch field offers for `query`. */
async function branchesOffered(query: string) {
  await userEvent.type(await screen.findByLabelText(/^Branch/), query);
  await waitFor(() => expect(document.querySelector('.p-autocomplete-panel')).not.toBeNull());
  await waitFor(() => expect(document.querySelector('.p-autocomplete-panel .p-autocomplete-item, .p-autocomplete-panel .p-autocomplete-empty-message')).not.toBeNull());
  return [...document.querySelectorAll('.p-autocomplete-panel .rs-option > span')].map((o) => o.textContent);
}

// divisionRows(12): 1 the national board, 2-5 provinces, 6-12 branches of province 2.
describe('registering an applicant, the Branch field', { timeout: 120_000 }, () => {
  it("offers a branch board's secretary his own branch only", async () => {
    const { calls } = installFakeApi(fakeResource('divisions', divisionRows(12)).handlers);
    renderApp('/association/members/new', { user: boardUser([9]) });
    expect(await branchesOffered('Cabang')).toEqual(['Cabang 009']);
    // Asked for by its id: no list of every branch is fetched for him.
    expect(listCalls(calls, 'divisions')).toHaveLength(0);
  });

  it("offers a provincial board's secretary the branches of his province", async () => {
    const { calls } = installFakeApi(fakeResource('divisions', [...divisionRows(12), { ...divisionRows(13)[12]!, parentId: 3 }]).handlers);
    renderApp('/association/members/new', { user: boardUser([2, 6, 7, 8, 9, 10, 11, 12]) });
    expect(await branchesOffered('Cabang')).toEqual(['Cabang 006', 'Cabang 007', 'Cabang 008', 'Cabang 009', 'Cabang 010', 'Cabang 011', 'Cabang 012']);
    expect(Object.fromEntries(listCalls(calls, 'divisions').at(-1)!.query)).toMatchObject({ level: 'branch', parentId: '2' });
  });

  it('offers national staff every branch', async () => {
    installFakeApi(fakeResource('divisions', divisionRows(12)).handlers);
    renderApp('/association/members/new', { user: ADMIN_USER });
    expect(await branchesOffered('Cabang')).toHaveLength(7);
  });
});
