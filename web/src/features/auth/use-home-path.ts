import { useMemo } from 'react';
import { menuLeaves } from '../../app/menu';
import { paths } from '../../app/paths';
import { can, useAbility } from './ability';

/** Where a signed-in user lands: the first menu page their abilities allow. */
export function useHomePath(): string {
  const ability = useAbility();
  return useMemo(() => {
    // Auth pages are reachable by everyone and are never a home.
    const first = menuLeaves().find(
      (leaf) => leaf.access !== undefined && leaf.access.subject !== 'Auth' && leaf.path && can(ability, leaf.access),
    );
    return first?.path ?? paths.accessControl;
  }, [ability]);
}
