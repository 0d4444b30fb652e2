import { paths } from '../../app/paths';

/**
 * The page to continue to after signing in or setting a password: the `redirect` parameter when it is a path of this
 * app (never another site, never the set-password page itself), otherwise home.
 */
export function continueTo(redirect: string | null): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//')) return paths.home;
  if (redirect === paths.setPassword || redirect.startsWith(`${paths.setPassword}?`)) return paths.home;
  return redirect;
}
