import { Ripple } from 'primereact/ripple';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import type { MenuItem } from '../app/menu';
import { env } from '../app/env';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { menuCollapseToggled } from './layout-settings';
import { useVisibleMenu } from './use-visible-menu';

function containsPath(item: MenuItem, pathname: string): boolean {
  return item.path === pathname || (item.children ?? []).some((c) => containsPath(c, pathname));
}

function Entry({ item }: { item: MenuItem }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => containsPath(item, pathname));

  if (item.children) {
    const id = `menu-group-${item.id}`;
    return (
      <li className={`menu-group${open ? ' open' : ''}`}>
        <button type="button" className="menu-link p-ripple" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
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
      <NavLink to={item.path ?? '#'} className="menu-link p-ripple" end>
        <i className={item.icon ?? 'pi pi-circle-fill menu-dot'} aria-hidden />
        <span className="menu-label">{t(item.title)}</span>
        <Ripple />
      </NavLink>
    </li>
  );
}

export function VerticalMenu() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const collapsed = useAppSelector((s) => s.layout.menuCollapsed);
  const sections = useVisibleMenu();
  return (
    <aside className="vertical-menu" aria-label={t('layout.mainMenu')}>
      <div className="menu-header">
        <NavLink to="/" className="brand">
          <i className="pi pi-heart-fill" aria-hidden />
          <span className="menu-label">{env.appName}</span>
        </NavLink>
        <button
          type="button"
          className="icon-button menu-collapse-toggle"
          onClick={() => dispatch(menuCollapseToggled())}
          aria-pressed={collapsed}
          aria-label={t(collapsed ? 'layout.expandMenu' : 'layout.collapseMenu')}
        >
          <i className={collapsed ? 'pi pi-circle' : 'pi pi-circle-fill'} aria-hidden />
        </button>
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
  );
}
