import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { Can, useAbility } from '../../features/auth/ability';
import { Bookmarks } from './bookmarks';
import { CartButton } from './cart-button';
import { LanguageSwitcher } from './language-switcher';
import { NavbarSearch } from './search';
import { SkinToggle } from './skin-toggle';
import { UserMenu } from './user-menu';
import { MENU_ID } from '../vertical-menu';

/** The ☰: collapses the menu on a desktop, opens and closes the drawer (expanded or not) on a small screen. */
export interface MenuButton {
  onClick: () => void;
  expanded?: boolean;
  ref: RefObject<HTMLButtonElement | null>;
}

export function Navbar({ menuButton }: { menuButton: MenuButton }) {
  const { t } = useTranslation();
  const { navbarType, menuLayout, menuHidden } = useAppSelector((s) => s.layout);
  const ability = useAbility();
  // Staff search members and letters even where the demo workspace's navbar data is not theirs.
  const searches = ['Navbar', 'Member', 'Mail'].some((subject) => ability.can('read', subject));
  if (navbarType === 'hidden') return null;
  return (
    <header className={`navbar navbar-${navbarType}`}>
      <div className="navbar-start">
        {menuLayout === 'vertical' && !menuHidden && (
          <button
            type="button"
            ref={menuButton.ref}
            className="icon-button menu-button"
            onClick={menuButton.onClick}
            aria-expanded={menuButton.expanded}
            aria-controls={menuButton.expanded === undefined ? undefined : MENU_ID}
            aria-label={t('layout.toggleMenu')}
          >
            <i className="pi pi-bars" aria-hidden />
          </button>
        )}
        <Can I="read" a="Navbar">
          <Bookmarks />
        </Can>
      </div>
      <div className="navbar-end">
        <LanguageSwitcher />
        {searches && <NavbarSearch />}
        <SkinToggle />
        <Can I="read" a="Ecommerce">
          <CartButton />
        </Can>
        <UserMenu />
      </div>
    </header>
  );
}
