import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../app/store';
import { ToastProvider, useNotifier } from './toast';

function Saver() {
  const notifier = useNotifier();
  return (
    <button type="button" onClick={() => notifier.success('Saved')}>
      Save
    </button>
  );
}

describe('toasts', () => {
  it('appear below the navbar, centred, not over the navbar nor the controls at the sides of a page header', async () => {
    render(
      <Provider store={makeStore()}>
        <ToastProvider>
          <Saver />
        </ToastProvider>
      </Provider>,
    );
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Save' }));
    const message = await screen.findByText('Saved');
    const container = message.closest<HTMLElement>('.p-toast')!;
    // app.css moves .app-toast under the navbar; jsdom applies no stylesheet, so the test checks the hook it uses.
    expect(container).toHaveClass('p-toast-top-center', 'app-toast');
  });
});
