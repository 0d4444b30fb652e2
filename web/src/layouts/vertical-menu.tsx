import { Ripple } from 'primereact/ripple';
import { useTranslation } from 'react-i18next';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import type { MenuItem } from '../app/menu';
import { env } from '../app/env';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { menuCollapseToggled } from './layout-settings';
import type { MenuDrawer } from './use-menu-drawer';
import { activeMenuPath, useVisibleMenu } from './use-visible-menu';

export const MENU_ID = 'app-menu';

/** The path of the highlighted entry (see activeMenuPath). */
const ActivePath = createContext<string | undefined>(undefined);

function containsPath(item: MenuItem, path: string | undefined): boolean {
  return (path !== undefined && item.path === path) || (item.children ?? []).some((c) => containsPath(c, path));
}

function Entry({ item }: { item: MenuItem }) {
  const { t } = useTranslation();
  const active = useContext(ActivePath);
  const [open, setOpen] = useState(() => containsPath(item, active));

  if (item.children) {
    const id = `menu-group-${item.id}`;
    return (
      <li className={`menu-group${open ? ' open' : ''}`}>
        <button
          type="button"
          className="menu-link p-ripple"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
        >
          <i className={item.icon ?? 'pi pi-circle'} aria-hidden />
          <span className="menu-label">{t(item.title)}</span>
          <i className="pi pi-angle-right menu-arrow" aria-hidden />
          <Ripple />
        </button>
        {open && (
          <ul id={id} className="menu-children">
            {item.children.map((child) => (
              <Entry key={child.id} item={child} />
            ))}
          </ul>
        )}
      </li>
    );
  }
  return (
    <li>
      <Link
        to={item.path ?? '#'}
        className={`menu-link p-ripple${item.path === active ? ' active' : ''}`}
        aria-current={item.path === active ? 'page' : undefined}
      >
        <i className={item.icon ?? 'pi pi-circle-fill menu-dot'} aria-hidden />
        <span className="menu-label">{t(item.title)}</span>
        <Ripple />
      </Link>
    </li>
  );
}

/**
 * The side menu. On a small screen it is the drawer (`drawer` given): focus moves in when it opens, and leaving it
 * with Tab closes it (no trap: focus goes on to the page).
 */
export function VerticalMenu({ drawer }: { drawer?: MenuDrawer }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const collapsed = useAppSelector((s) => s.layout.menuCollapsed);
  const sections = useVisibleMenu();
  const { pathname } = useLocation();
  const aside = useRef<HTMLElement>(null);
  const open = drawer?.open ?? false;

  useEffect(() => {
    if (!open) return;
    const target = aside.current?.querySelector<HTMLElement>(
      '.menu-link[aria-current="page"], .menu-scroll .menu-link',
    );
    target?.focus();
  }, [open]);

  return (
    <ActivePath.Provider value={activeMenuPath(sections, pathname)}>
      <aside
        ref={aside}
        id={MENU_ID}
        className="vertical-menu"
        aria-label={t('layout.mainMenu')}
        onBlur={(event) => {
          const next = event.relatedTarget as Node | null;
          if (open && next && !aside.current?.contains(next) && next !== drawer?.buttonRef.current)
            drawer?.close(false);
        }}
      >
        <div className="menu-header">
          <NavLink to="/" className="brand">
            <i className="pi pi-heart-fill" aria-hidden />
            <span className="menu-label">{env.appName}</span>
          </NavLink>
          {drawer ? (
            <button
              type="button"
              className="icon-button"
              onClick={() => drawer.close()}
              aria-label={t('layout.closeMenu')}
            >
              <i className="pi pi-times" aria-hidden />
            </button>
          ) : (
            <button
              type="button"
              className="icon-button menu-collapse-toggle"
              onClick={() => dispatch(menuCollapseToggled())}
              aria-pressed={collapsed}
              aria-label={t(collapsed ? 'layout.expandMenu' : 'layout.collapseMenu')}
            >
              <i className={collapsed ? 'pi pi-circle' : 'pi pi-circle-fill'} aria-hidden />
            </button>
          )}
        </div>
        <nav className="menu-scroll">
          {sections.map((section) => (
            <div key={section.id} className="menu-section">
              <h2 className="menu-section-header">{t(section.header)}</h2>
              <ul>
                {section.items.map((item) => (
                  <Entry key={item.id} item={item} />
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </aside>
    </ActivePath.Provider>
  );
}
