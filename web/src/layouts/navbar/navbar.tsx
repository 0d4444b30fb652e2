import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { menuCollapseToggled } from '../layout-settings';
import { Can, useAbility } from '../../features/auth/ability';
import { Bookmarks } from './bookmarks';
import { CartButton } from './cart-button';
import { LanguageSwitcher } from './language-switcher';
import { NavbarSearch } from './search';
import { SkinToggle } from './skin-toggle';
import { UserMenu } from './user-menu';

export function Navbar() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
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
            className="icon-button"
            onClick={() => dispatch(menuCollapseToggled())}
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
