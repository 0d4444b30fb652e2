import { paths } from '../../app/paths';
import type { AppRoute } from '../../app/routing';

export const routes: AppRoute[] = [
  // The member's own record; the server answers for his record only (row-level security).
  { path: paths.memberPortal, load: () => import('./portal-page'), access: { action: 'read', subject: 'Portal' } },
  // Opened from a card's or certificate's QR code by anyone: no sign-in, no menu.
  { path: paths.verifyDocument(), load: () => import('./verify-page'), public: true, layout: 'blank' },
];
