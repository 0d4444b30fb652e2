import type { UserAccount } from '../../../api/enhanced/users';

export const ROLES = ['admin', 'editor', 'author', 'maintainer', 'subscriber'] as const satisfies readonly UserAccount['role'][];
export const PLANS = ['basic', 'team', 'company', 'enterprise'] as const satisfies readonly UserAccount['currentPlan'][];
export const STATUSES = ['active', 'pending', 'inactive'] as const satisfies readonly UserAccount['status'][];
export const PER_PAGE_OPTIONS = [10, 25, 50] as const;

export type Role = (typeof ROLES)[number];
export type Plan = (typeof PLANS)[number];
export type Status = (typeof STATUSES)[number];

export const ROLE_ICONS: Record<Role, string> = {
  admin: 'pi pi-shield',
  editor: 'pi pi-pencil',
  author: 'pi pi-book',
  maintainer: 'pi pi-wrench',
  subscriber: 'pi pi-user',
};

/** The tone of each status badge (colours live in users.css). */
export const STATUS_TONES: Record<Status, 'success' | 'warning' | 'neutral'> = {
  active: 'success',
  pending: 'warning',
  inactive: 'neutral',
};

/**
 * Countries offered by the add form: region code -> the English name the API stores. The label is written in the
 * interface language by Intl.DisplayNames; the stored value stays the English name, as the seed data has it.
 */
export const COUNTRIES: { code: string; name: string }[] = [
  { code: 'ID', name: 'Indonesia' },
  { code: 'AU', name: 'Australia' },
  { code: 'BN', name: 'Brunei' },
  { code: 'DE', name: 'Germany' },
  { code: 'FR', name: 'France' },
  { code: 'IN', name: 'India' },
  { code: 'JP', name: 'Japan' },
  { code: 'KR', name: 'South Korea' },
  { code: 'MY', name: 'Malaysia' },
  { code: 'NL', name: 'Netherlands' },
  { code: 'PH', name: 'Philippines' },
  { code: 'PT', name: 'Portugal' },
  { code: 'SG', name: 'Singapore' },
  { code: 'TH', name: 'Thailand' },
  { code: 'TL', name: 'Timor-Leste' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'US', name: 'United States' },
  { code: 'VN', name: 'Vietnam' },
];

/** The same pattern the server checks. */
export const USERNAME_PATTERN = /^[a-z0-9._-]{3,40}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Up to two initials of a full name, for users without a picture. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words[words.length - 1]![0]] : [words[0]?.[0]];
  return letters.filter(Boolean).join('').toUpperCase();
}
