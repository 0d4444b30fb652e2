import { Chart } from 'chart.js';
import { REDUCED_MOTION } from './reduced-motion';

const animated = Chart.defaults.animation;
const following = new WeakSet<object>();

/**
 * Charts grow into place unless the system asks for reduced motion: then they are drawn at once, as the stylesheet
 * does for the rest of the app, and they follow the setting when it changes. Called where chart.js is set up.
 */
export function chartsFollowReducedMotion(view: Pick<Window, 'matchMedia'> | undefined = globalThis.window) {
  if (!view || typeof view.matchMedia !== 'function' || following.has(view)) return;
  following.add(view);
  const query = view.matchMedia(REDUCED_MOTION);
  const apply = () => {
    Chart.defaults.animation = query.matches ? false : animated;
  };
  apply();
  query.addEventListener?.('change', apply);
}
