import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../app/store';
import { ADMIN_USER, installFakeApi } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { menuCollapseToggled } from './layout-settings';
import { mockScreenWidth } from '../test/screen-width';


const menuButton = () => screen.getByRole('button', { name: 'Show or hide the menu' });
const layout = (container: HTMLElement) => container.querySelector('.app-layout')!;

describe('the menu on a phone', () => {
  beforeEach(() => {
    installFakeApi({});
    mockScreenWidth(390);
  });

  it('opens from ☰ with focus inside, and closes on ☰ with focus back on it', async () => {
    const { container } = renderApp('/access-control', { user: ADMIN_USER });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('complementary', { name: 'Main menu' });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(layout(container)).not.toHaveClass('menu-drawer-open');

    await user.click(menuButton());
    expect(layout(container)).toHaveClass('menu-drawer-open');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('complementary', { name: 'Main menu' })).toContainElement(document.activeElement as HTMLElement);

    await user.click(menuButton());
    expect(layout(container)).not.toHaveClass('menu-drawer-open');
    expect(menuButton()).toHaveFocus();
  });

  it('closes on Escape, on the mask and on its close button', async () => {
    const { container } = renderApp('/access-control', { user: ADMIN_USER });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('complementary', { name: 'Main menu' });

    await user.click(menuButton());
    await user.keyboard('{Escape}');
    expect(layout(container)).not.toHaveClass('menu-drawer-open');
    expect(menuButton()).toHaveFocus();

    await user.click(menuButton());
    await user.click(screen.getByTestId('menu-mask'));
    expect(layout(container)).not.toHaveClass('menu-drawer-open');
    expect(screen.queryByTestId('menu-mask')).toBeNull();

    await user.click(menuButton());
    await user.click(screen.getByRole('button', { name: 'Close the menu' }));
    expect(layout(container)).not.toHaveClass('menu-drawer-open');
    expect(menuButton()).toHaveFocus();
  });

  it('closes when a page is chosen', async () => {
    const { container, router } = renderApp('/access-control', { user: ADMIN_USER });
    const user = userEvent.setup({ delay: null });
    const menu = await screen.findByRole('complementary', { name: 'Main menu' });
    await user.click(menuButton());
    const link = within(menu)
      .getAllByRole('link')
      .find((a) => a.getAttribute('href') !== '/' && a.getAttribute('href') !== '/access-control')!;
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(link.getAttribute('href')));
    expect(layout(container)).not.toHaveClass('menu-drawer-open');
    expect(menuButton()).toHaveFocus();
  });

  it('does not turn the desktop collapsed preference into an icon panel, and starts closed after a reload', async () => {
    const store = makeStore();
    store.dispatch(menuCollapseToggled());
    const { container } = renderApp('/access-control', { user: ADMIN_USER, store });
    await screen.findByRole('complementary', { name: 'Main menu' });
    expect(store.getState().layout.menuCollapsed).toBe(true);
    expect(layout(container)).not.toHaveClass('menu-collapsed');
    expect(layout(container)).not.toHaveClass('menu-drawer-open');
    expect(JSON.parse(localStorage.getItem('layout')!)).not.toHaveProperty('drawerOpen');
  });
});

describe('the skip link', () => {
  it('is the first thing Tab reaches and moves focus to the content', async () => {
    installFakeApi({});
    renderApp('/access-control', { user: ADMIN_USER });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('complementary', { name: 'Main menu' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
