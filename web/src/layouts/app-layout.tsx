import { Outlet } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { SMALL_SCREEN, useMediaQuery } from '../lib/use-media-query';
import { Customizer } from './customizer';
import { Footer } from './footer';
import { HorizontalMenu } from './horizontal-menu';
import { menuCollapseToggled } from './layout-settings';
import { Navbar } from './navbar/navbar';
import { CONTENT_ID, SkipLink } from './skip-link';
import { useLayoutEffects } from './use-layout-effects';
import { useMenuDrawer } from './use-menu-drawer';
import { VerticalMenu } from './vertical-menu';

/** The signed-in frame: menu, navbar, content and footer, shaped by the layout settings. */
export function AppLayout() {
  useLayoutEffects();
  const dispatch = useAppDispatch();
  const layout = useAppSelector((s) => s.layout);
  const vertical = layout.menuLayout === 'vertical';
  // On a small screen the vertical menu is a drawer; the desktop's collapsed (icon) menu does not apply there.
  const small = useMediaQuery(SMALL_SCREEN);
  const drawer = useMenuDrawer(small && vertical && !layout.menuHidden);
  const classes = [
    'app-layout',
    `menu-${layout.menuLayout}`,
    layout.menuCollapsed && !small ? 'menu-collapsed' : '',
    drawer.open ? 'menu-drawer-open' : '',
    layout.menuHidden ? 'menu-hidden' : '',
    `content-${layout.contentWidth}`,
    `navbar-type-${layout.navbarType}`,
    `footer-type-${layout.footerType}`,
  ].filter(Boolean);
  const menuButton = small
    ? { onClick: drawer.toggle, expanded: drawer.open, ref: drawer.buttonRef }
    : { onClick: () => dispatch(menuCollapseToggled()), ref: drawer.buttonRef };
  return (
    <div className={classes.join(' ')}>
      <SkipLink />
      {vertical && !layout.menuHidden && <VerticalMenu drawer={small ? drawer : undefined} />}
      {drawer.open && <div className="menu-mask" data-testid="menu-mask" onClick={() => drawer.close()} />}
      <div className="app-main">
        <Navbar menuButton={menuButton} />
        {!vertical && !layout.menuHidden && <HorizontalMenu />}
        <main className="app-content" id={CONTENT_ID} tabIndex={-1}>
          <Outlet />
        </main>
        <Footer />
      </div>
      <Customizer />
    </div>
  );
}
