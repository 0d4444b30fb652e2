import type { AppRoute } from '../../app/routing';
import { paths } from '../../app/paths';

export const routes: AppRoute[] = [
  { path: paths.login, load: () => import('./login-page'), public: true, layout: 'blank', minimal: true },
  { path: paths.register, load: () => import('./register-page'), public: true, layout: 'blank' },
  { path: paths.forgotPassword, load: () => import('./forgot-password-page'), public: true, layout: 'blank' },
  // Not public: it needs the session signed in with the temporary password. Its texts are not the frame's: the
  // login page does not carry them.
  { path: paths.setPassword, load: () => import('./set-password-page'), layout: 'blank' },
  { path: paths.logout, load: () => import('./logout-page'), public: true, layout: 'blank', minimal: true },
  { path: paths.accessControl, load: () => import('./access-control-page'), access: { action: 'read', subject: 'ACL' } },
];
