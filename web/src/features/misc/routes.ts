import type { AppRoute } from '../../app/routing';
import { paths } from '../../app/paths';

// Extra authentication pages and misc pages: public, without menu or navbar. The not-authorized page is the router's.
const blank = { public: true, layout: 'blank' } as const;

export const routes: AppRoute[] = [
  { path: paths.resetPassword, load: () => import('./reset-password-page'), ...blank },
  { path: paths.verifyEmail, load: () => import('./verify-email-page'), ...blank },
  { path: paths.twoSteps, load: () => import('./two-steps-page'), ...blank },
  { path: paths.comingSoon, load: () => import('./coming-soon-page'), ...blank },
  { path: paths.maintenance, load: () => import('./maintenance-page'), ...blank },
  { path: paths.error, load: () => import('./error-page'), ...blank },
];
