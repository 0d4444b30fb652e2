import type { AppRoute } from '../../app/routing';
import { paths } from '../../app/paths';

const access = { action: 'read', subject: 'Page' } as const;

export const routes: AppRoute[] = [
  { path: paths.componentsButtons, load: () => import('./buttons-page'), access },
  { path: paths.componentsOverlays, load: () => import('./overlays-page'), access },
  { path: paths.formElements, load: () => import('./form-elements-page'), access },
];
