import { useTranslation } from 'react-i18next';
import type { UserData } from '../../api/generated/auth';

/**
 * What the signed-in account is, in words: its role and, for a board's staff, the board ("Sekretaris · Pengurus
 * Cabang Kota Bandung"), as the sign-in answered it.
 */
export function useAccountStanding(user: UserData): string {
  const { t } = useTranslation();
  const role = t(`auth.roles.${user.role}`, { defaultValue: user.role });
  const board = user.association?.divisionName;
  return board ? `${role} · ${board}` : role;
}
