import { useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';
import { menuLeaves, offered } from '../../app/menu';
import { paths } from '../../app/paths';
import { can, useAbility } from './ability';

/** Where a signed-in user lands: the first menu page their abilities allow (a member: his portal). */
export function useHomePath(): string {
  const ability = useAbility();
  const memberId = useAppSelector((s) => s.session.user?.association?.memberId);
  return useMemo(() => {
    // Auth pages are reachable by everyone and are never a home.
    const first = menuLeaves().find(
      (leaf) => leaf.access !== undefined && leaf.access.subject !== 'Auth' && leaf.path && offered(leaf, (access) => can(ability, access), memberId),
    );
    return first?.path ?? paths.accessControl;
  }, [ability, memberId]);
}
