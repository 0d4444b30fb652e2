import type { ComponentType } from 'react';
import type { Access } from '../features/auth/ability';

/** One client route. Features export lists of these; the router adds guards, lazy loading and error boundaries. */
export interface AppRoute {
  path: string;
  load: () => Promise<{ default: ComponentType }>;
  /** The ability the page needs; omitted means any signed-in user. */
  access?: Access;
  /** Reachable without signing in (auth and misc pages). */
  public?: boolean;
  /** `blank` pages (auth, misc) render without menu and navbar. */
  layout?: 'app' | 'blank';
  /**
   * The page needs only the frame's texts and no PrimeReact component (the login page): it loads with the least,
   * without waiting for the other areas' texts or PrimeReact's settings.
   */
  minimal?: boolean;
}
