import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../app/store';
import i18n from '../i18n';
import { ADMIN_USER, installFakeApi } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { DEFAULT_LAYOUT, layoutChanged, menuCollapseToggled } from './layout-settings';

describe('layout settings', () => {
  it('start from the spec defaults', () => {
    expect(makeStore().getState().layout).toEqual(DEFAULT_LAYOUT);
    expect(DEFAULT_LAYOUT).toMatchObject({ skin: 'light', menuLayout: 'vertical', contentWidth: 'full', navbarType: 'floating', footerType: 'static' });
  });

  it('remember the collapsed menu across a reload', () => {
    const store = makeStore();
    store.dispatch(menuCollapseToggled());
    expect(makeStore().getState().layout.menuCollapsed).toBe(true);
  });

  it('ignore stored values of the wrong type', () => {
    localStorage.setItem('layout', JSON.stringify({ menuCollapsed: 'yes', skin: 'dark' }));
    const layout = makeStore().getState().layout;
    expect(layout.menuCollapsed).toBe(false);
    expect(layout.skin).toBe('dark');
  });

  it('collapse from the menu button, mirror the page in RTL and apply the skin', async () => {
    installFakeApi({});
    const { store, container } = renderApp('/access-control', { user: ADMIN_USER });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Collapse the menu' }));
    expect(container.querySelector('.app-layout')).toHaveClass('menu-collapsed');
    act(() => {
      store.dispatch(layoutChanged({ isRTL: true, skin: 'dark', contentWidth: 'boxed' }));
    });
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.body).toHaveClass('skin-dark');
    expect(container.querySelector('.app-layout')).toHaveClass('content-boxed');
    expect(JSON.parse(localStorage.getItem('layout')!)).toMatchObject({ isRTL: true, menuCollapsed: true });
  });

  it('switch the visible language and remember it', async () => {
    installFakeApi({});
    renderApp('/access-control', { user: ADMIN_USER });
    await screen.findByRole('complementary', { name: 'Main menu' });
    await act(async () => {
      await i18n.changeLanguage('id');
    });
    expect(await screen.findByRole('complementary', { name: 'Menu utama' })).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('id');
    expect(document.documentElement.lang).toBe('id');
    await act(async () => {
      await i18n.changeLanguage('en');
    });
  });
});
