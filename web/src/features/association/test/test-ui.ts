import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/** Opens the PrimeReact Dropdown labelled `label` (inside `scope`) and picks `option` from its panel. */
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

/** The text shown in the Dropdown labelled `label`. */
export const dropdownText = (label: string) => screen.getByLabelText(label).closest('.p-dropdown')!.textContent;

/** The dialog that shows `text`. */
export async function dialogWith(text: string | RegExp) {
  return (await screen.findByText(text)).closest<HTMLElement>('[role="dialog"], [role="alertdialog"]')!;
}

/** The column headers of the table labelled `label`. */
export const headers = (label: string) =>
  within(screen.getByRole('table', { name: label }))
    .getAllByRole('columnheader')
    .map((th) => th.textContent?.trim() ?? '');
