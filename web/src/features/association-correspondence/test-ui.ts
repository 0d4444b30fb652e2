import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { FakeRequest } from '../../test/fake-api';

/** Opens the PrimeReact Dropdown labelled `label` and picks `option` from its panel. */
export async function choose(label: string, option: string, scope: HTMLElement = document.body) {
  const user = userEvent.setup({ delay: null });
  await user.click(within(scope).getByLabelText(label).closest<HTMLElement>('.p-dropdown')!);
  const panel = await waitFor(() => {
    const panels = document.querySelectorAll<HTMLElement>('.p-dropdown-panel');
    expect(panels.length).toBeGreaterThan(0);
    return panels[panels.length - 1]!;
  });
  const item = [...panel.querySelectorAll<HTMLElement>('[role="option"]')].find((li) => li.textContent?.trim() === option);
  expect(item, `option "${option}"`).toBeDefined();
  await user.click(item!);
  await waitFor(() => expect(document.querySelector('.p-dropdown-panel')).toBeNull());
}

export const urlQuery = () => Object.fromEntries(new URLSearchParams(window.location.search));

export const sent = (calls: FakeRequest[], method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);

/** The dialog whose header says `title`. */
export async function dialog(title: string) {
  return (await screen.findByText(title, { selector: '.p-dialog-title' })).closest<HTMLElement>('[role="dialog"]')!;
}
