import { Avatar } from 'primereact/avatar';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import type { UserData } from '../../api/generated/auth';
import { can, useAbility } from '../../features/auth/ability';
import { useAccountStanding } from './use-account-standing';

export function UserMenu() {
  const user = useAppSelector((s) => s.session.user);
  return user ? <SignedInMenu user={user} /> : null;
}

function SignedInMenu({ user }: { user: UserData }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ability = useAbility();
  const standing = useAccountStanding(user);
  const menu = useRef<Menu>(null);

  const pages = can(ability, { action: 'read', subject: 'Page' });
  const items: MenuItem[] = [
    ...(pages
      ? [
          { label: t('menu.profile'), icon: 'pi pi-user', command: () => navigate(paths.profile) },
          { label: t('menu.accountSettings'), icon: 'pi pi-cog', command: () => navigate(paths.accountSettings) },
          { separator: true },
        ]
      : []),
    // Accounts the association grants set their own password; the BFF's own ones are the operator's to change.
    ...(user.association ? [{ label: t('account.changePassword'), icon: 'pi pi-key', command: () => navigate(paths.setPassword) }] : []),
    { label: t('layout.logout'), icon: 'pi pi-sign-out', command: () => navigate(paths.logout) },
  ];
  const name = user.fullName || user.username;
  return (
    <>
      <button
        type="button"
        className="user-button"
        onClick={(e) => menu.current?.toggle(e)}
        aria-haspopup="menu"
        aria-controls="user-menu"
        title={t('layout.userMenu', { name })}
      >
        <span className="user-name">
          <strong>{name}</strong>
          <small>{standing}</small>
        </span>
        <Avatar image={user.avatar ?? undefined} label={user.avatar ? undefined : name.slice(0, 1).toUpperCase()} shape="circle" />
      </button>
      {/* The role and board head the menu too: on a narrow screen the button shows only the avatar. */}
      <Menu model={[{ label: standing, items }]} popup ref={menu} id="user-menu" />
    </>
  );
}
