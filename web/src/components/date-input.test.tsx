import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PrimeProvider from '../app/prime-provider';
import i18n from '../i18n';
import { DateInput } from './date-input';

function Form({ initial = '', onChange }: { initial?: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <form>
      <label htmlFor="born">Born</label>
      <DateInput
        id="born"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <output data-testid="value">{value}</output>
      <label htmlFor="next">Next</label>
      <input id="next" />
    </form>
  );
}

async function inLanguage(language: string) {
  await act(async () => {
    await i18n.changeLanguage(language);
  });
}

describe('DateInput', () => {
  afterEach(async () => inLanguage('en'));

  it('takes 01/02/1990 typed in Indonesian as 1 February 1990, the separators coming by themselves', async () => {
    await inLanguage('id');
    const onChange = vi.fn();
    render(<Form onChange={onChange} />);
    const user = userEvent.setup({ delay: null });
    const box = screen.getByLabelText('Born');
    expect(box).toHaveAttribute('placeholder', 'hh/bb/tttt');
    await user.type(box, '01021990');
    expect(box).toHaveValue('01/02/1990');
    await user.tab();
    expect(onChange).toHaveBeenCalledWith('1990-02-01');
    expect(screen.getByTestId('value')).toHaveTextContent('1990-02-01');
  });

  it('takes a date typed with its own separators, and German dots', async () => {
    await inLanguage('de');
    render(<Form />);
    const user = userEvent.setup({ delay: null });
    const box = screen.getByLabelText('Born');
    await user.type(box, '1.2.1990{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent('1990-02-01');
    expect(box).toHaveValue('01.02.1990');
  });

  it('says what is wrong with a date that does not exist and keeps the old value', async () => {
    await inLanguage('id');
    const onChange = vi.fn();
    render(<Form initial="1990-02-01" onChange={onChange} />);
    const user = userEvent.setup({ delay: null });
    const box = screen.getByLabelText('Born');
    expect(box).toHaveValue('01/02/1990');
    await user.clear(box);
    await user.type(box, '31021990');
    await user.tab();
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Tanggal tidak valid. Tulis sebagai hh/bb/tttt, misalnya 01/02/1990.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box.getAttribute('aria-describedby')).toContain(error.id);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByTestId('value')).toHaveTextContent('1990-02-01');
  });

  it('does not open on focus, and Tab moves on past its button to the next field', async () => {
    render(<Form />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByLabelText('Born'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.type(screen.getByLabelText('Born'), '01/02/1990');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Choose the date from a calendar' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Next')).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the calendar on Alt+Down with month and year lists, picks a day and gives focus back', async () => {
    render(<Form initial="2024-05-10" />);
    const user = userEvent.setup({ delay: null });
    const box = screen.getByLabelText('Born');
    box.focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const dialog = await screen.findByRole('dialog', { name: 'Calendar' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '1990');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), '1');
    await user.click(screen.getByText('1', { selector: 'td:not(.p-datepicker-other-month) > span' }));
    expect(screen.getByTestId('value')).toHaveTextContent('1990-02-01');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(box).toHaveFocus();
  });

  it("names the days and months in the interface language inside the app's PrimeReact provider, and follows a change", async () => {
    // The provider keeps a locale of its own and once wrote English over the global one as it mounted.
    await inLanguage('id');
    render(
      <PrimeProvider>
        <Form initial="2024-05-10" />
      </PrimeProvider>,
    );
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Pilih tanggal dari kalender' }));
    const dialog = await screen.findByRole('dialog');
    const month = within(dialog).getByRole('combobox', { name: 'Bulan' });
    expect(within(month).getByRole('option', { selected: true })).toHaveTextContent('Mei');
    expect(within(month).getByRole('option', { name: 'Agustus' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent(/Sn\s*Sl\s*Rb\s*Km\s*Jm\s*Sb\s*Mg/);
    await inLanguage('en');
    expect(within(dialog).getByRole('option', { name: 'August' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent(/Mo\s*Tu\s*We\s*Th\s*Fr\s*Sa\s*Su/);
  });

  it('keeps focus in the calendar when the focused day is drawn again, and stays open', async () => {
    render(<Form initial="2024-05-10" />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Choose the date from a calendar' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // Some frames on, focus has settled and the component stopped placing it.
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let i = 0; i < 5; i++) await act(frame);
    // A loaded browser's calendar re-rendering its days late: the focused day is replaced, focus falls to the page.
    act(() => (document.activeElement as HTMLElement).remove());
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await act(frame);
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('closes the calendar on Escape and when Tab leaves it', async () => {
    render(<Form />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Choose the date from a calendar' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Born')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Choose the date from a calendar' }));
    await screen.findByRole('dialog');
    act(() => screen.getByLabelText('Next').focus());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
