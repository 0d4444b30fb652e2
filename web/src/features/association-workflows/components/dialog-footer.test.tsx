import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { DialogFooter } from './dialog-footer';

beforeAll(async () => {
  await act(async () => {
    await i18n.changeLanguage('id');
  });
});

/** The one footer every workflow dialog's form ends with (reason dialog, STR step confirmation, dues dialogs). */
describe('DialogFooter', () => {
  it('announces the refusal, submits the form, and cancels', async () => {
    const submitted = vi.fn((event: React.FormEvent) => event.preventDefault());
    const cancelled = vi.fn();
    render(
      <form onSubmit={submitted}>
        <DialogFooter error="Pendaftaran 7 sudah dibayar." submitLabel="Tarik pendaftaran" severity="danger" onCancel={cancelled} />
      </form>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Pendaftaran 7 sudah dibayar.');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Tarik pendaftaran' }));
    expect(submitted).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Batal' }));
    expect(cancelled).toHaveBeenCalledTimes(1);
  });

  it('holds both buttons while the step runs, and says nothing when nothing was refused', () => {
    render(<DialogFooter submitLabel="Rekomendasikan" busy onCancel={() => {}} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Batal' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Rekomendasikan/ })).toBeDisabled();
  });
});
