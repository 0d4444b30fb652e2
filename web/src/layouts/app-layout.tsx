import { Outlet } from 'react-router-dom';
import { useAppSelector } from '../app/hooks';
import { Customizer } from './customizer';
import { Footer } from './footer';
import { HorizontalMenu } from './horizontal-menu';
import { Navbar } from './navbar/navbar';
import { useLayoutEffects } from './use-layout-effects';
import { VerticalMenu } from './vertical-menu';

/** The signed-in frame: menu, navbar, content and footer, shaped by the layout settings. */
export function AppLayout() {
  useLayoutEffects();
  const layout = useAppSelector((s) => s.layout);
  const vertical = layout.menuLayout === 'vertical';
  const classes = [
    'app-layout',
    `menu-${layout.menuLayout}`,
    layout.menuCollapsed ? 'menu-collapsed' : '',
    layout.menuHidden ? 'menu-hidden' : '',
    `content-${layout.contentWidth}`,
    `navbar-type-${layout.navbarType}`,
    `footer-type-${layout.footerType}`,
  ].filter(Boolean);
  return (
    <div className={classes.join(' ')}>
      {vertical && !layout.menuHidden && <VerticalMenu />}
      <div className="app-main">
        <Navbar />
        {!vertical && !layout.menuHidden && <HorizontalMenu />}
        <main className="app-content" id="content">
          <Outlet />
        </main>
        <Footer />
      </div>
      <Customizer />
    </div>
  );
}
