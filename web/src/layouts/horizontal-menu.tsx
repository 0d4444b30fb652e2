import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { MenuItem } from '../app/menu';
import { activeMenuPath, useVisibleMenu } from './use-visible-menu';

function Leaf({ item }: { item: MenuItem }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = activeMenuPath(useVisibleMenu(), pathname) === item.path;
  return (
    <li>
      <Link
        to={item.path ?? '#'}
        className={`menu-link${active ? ' active' : ''}`}
        aria-current={active ? 'page' : undefined}
      >
        {item.icon && <i className={item.icon} aria-hidden />}
        <span>{t(item.title)}</span>
      </Link>
    </li>
  );
}

function Branch({ item }: { item: MenuItem }) {
  const { t } = useTranslation();
  return (
    <li className="hmenu-branch">
      <span className="menu-link" tabIndex={0}>
        {item.icon && <i className={item.icon} aria-hidden />}
        <span>{t(item.title)}</span>
        <i className="pi pi-angle-down" aria-hidden />
      </span>
      <ul className="hmenu-dropdown">
        {(item.children ?? []).map((child) =>
          child.children ? <Branch key={child.id} item={child} /> : <Leaf key={child.id} item={child} />,
        )}
      </ul>
    </li>
  );
}

/** The horizontal layout option: one top-level entry per menu section, opening on hover and focus. */
export function HorizontalMenu() {
  const { t } = useTranslation();
  const sections = useVisibleMenu();
  return (
    <nav className="horizontal-menu" aria-label={t('layout.mainMenu')}>
      <ul>
        {sections.map((section) => (
          <Branch key={section.id} item={{ id: section.id, title: section.header, children: section.items }} />
        ))}
      </ul>
    </nav>
  );
}
