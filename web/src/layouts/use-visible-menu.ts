import { useMemo } from 'react';
import { useAppSelector } from '../app/hooks';
import { MENU, offered, type MenuItem, type MenuSection } from '../app/menu';
import { can, useAbility } from '../features/auth/ability';

/** The menu as the signed-in account may see it: entries it cannot reach are left out, and so are empty groups. */
export function useVisibleMenu(): MenuSection[] {
  const ability = useAbility();
  const memberId = useAppSelector((s) => s.session.user?.association?.memberId);
  return useMemo(() => {
    const visible = (items: MenuItem[]): MenuItem[] =>
      items.flatMap((item) => {
        if (item.children) {
          const children = visible(item.children);
          return children.length > 0 ? [{ ...item, children }] : [];
        }
        return offered(item, (access) => can(ability, access), memberId) ? [item] : [];
      });
    return MENU.map((section) => ({ ...section, items: visible(section.items) })).filter((s) => s.items.length > 0);
  }, [ability, memberId]);
}

/**
 * The path of the menu entry the current page belongs to: the entry whose path is the page's path or, failing that,
 * the longest one the page's path continues (/email/draft belongs to Email, /users/view/3 to Users), so exactly one
 * entry is highlighted.
 */
export function activeMenuPath(sections: MenuSection[], pathname: string): string | undefined {
  let best: string | undefined;
  const visit = (items: MenuItem[]) => {
    for (const item of items) {
      if (item.children) visit(item.children);
      const path = item.path;
      if (!path || path === '/') continue;
      const matches = pathname === path || pathname.startsWith(path.endsWith('/') ? path : `${path}/`);
      if (matches && (best === undefined || path.length > best.length)) best = path;
    }
  };
  for (const section of sections) visit(section.items);
  return best;
}
