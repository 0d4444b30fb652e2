import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/** Opens the PrimeReact Dropdown labelled `label` (inside `scope`) and picks `option` from its panel. */
export async function choose(label: string, option: string, scope: HTMLElement = document.body) {
  const user = userEvent.setup({ delay: null });
  // The labelled input is visually hidden (no pointer events); the Dropdown opens from its box.
  await user.click(within(scope).getByLabelText(label).closest<HTMLElement>('.p-dropdown')!);
  const panel = await waitFor(() => {
    const panels = document.querySelectorAll<HTMLElement>('.p-dropdown-panel');
    expect(panels.length).toBeGreaterThan(0);
    return panels[panels.length - 1]!;
  });
  // The panel is still fading in (not yet "accessible"), so the option is found by its text rather than its role.
  const item = [...panel.querySelectorAll<HTMLElement>('[role="option"]')].find((li) => li.textContent?.trim() === option);
  expect(item, `option "${option}"`).toBeDefined();
  await user.click(item!);
  // Wait for the panel to close, so the next Dropdown opens its own panel.
  await waitFor(() => expect(document.querySelector('.p-dropdown-panel')).toBeNull());
}

/** The text shown in the Dropdown labelled `label`. */
export const dropdownText = (label: string) => screen.getByLabelText(label).closest('.p-dropdown')!.textContent;

/** The dialog that shows `text`. */
export async function dialogWith(text: string) {
  return (await screen.findByText(text)).closest<HTMLElement>('[role="dialog"]')!;
}

export const urlQuery = () => Object.fromEntries(new URLSearchParams(window.location.search));
