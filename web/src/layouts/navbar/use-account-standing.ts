import { useTranslation } from 'react-i18next';
import { useGetDivisionQuery } from '../../api/enhanced/association-divisions';
import type { UserData } from '../../api/generated/auth';
import { useAbility } from '../../features/auth/ability';

/**
 * What the signed-in account is, in words: its role and, for a board's staff, the board ("Sekretaris · Pengurus
 * Cabang Kota Bandung"). The board's name is the division's, read with the account's own access.
 */
export function useAccountStanding(user: UserData): string {
  const { t } = useTranslation();
  const ability = useAbility();
  const divisionId = user.association?.divisionId ?? null;
  const skip = divisionId === null || !ability.can('read', 'Division');
  const { data: division } = useGetDivisionQuery({ id: divisionId ?? 0 }, { skip });
  const role = t(`auth.roles.${user.role}`, { defaultValue: user.role });
  return division && !skip ? `${role} · ${division.name}` : role;
}
