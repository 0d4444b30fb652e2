import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import type { AppError } from '../../../api/errors';
import { ReasonDialog } from './reason-dialog';

beforeAll(async () => {
  await act(async () => {
    await i18n.changeLanguage('en');
  });
});

describe('ReasonDialog', () => {
  it('shows the server\'s refusal of the reason on the reason until it is corrected', async () => {
    const refusal: AppError = { status: 400, message: 'Some fields are not filled in correctly.', fields: { reason: 'must not only repeat the status' } };
    render(<ReasonDialog open title="Dismiss member" confirmLabel="Dismiss" onSubmit={() => Promise.reject(refusal)} onClose={() => {}} />);
    const user = userEvent.setup({ delay: null });
    const reason = await screen.findByLabelText('Reason');
    await user.type(reason, 'Diberhentikan');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('must not only repeat the status')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');

    await user.type(reason, ' oleh rapat cabang');
    await waitFor(() => expect(screen.queryByText('must not only repeat the status')).toBeNull());
    expect(reason).toHaveAttribute('aria-invalid', 'false');
  });
});
