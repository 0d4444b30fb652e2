import { useMemo } from 'react';
import { MENU, type MenuItem, type MenuSection } from '../app/menu';
import { can, useAbility } from '../features/auth/ability';

/** The menu as the signed-in account may see it: entries it cannot reach are left out, and so are empty groups. */
export function useVisibleMenu(): MenuSection[] {
  const ability = useAbility();
  return useMemo(() => {
    const visible = (items: MenuItem[]): MenuItem[] =>
      items.flatMap((item) => {
        if (item.children) {
          const children = visible(item.children);
          return children.length > 0 ? [{ ...item, children }] : [];
        }
        return can(ability, item.access) ? [item] : [];
      });
    return MENU.map((section) => ({ ...section, items: visible(section.items) })).filter((s) => s.items.length > 0);
  }, [ability]);
}
