import { Outlet } from 'react-router-dom';
import { useLayoutEffects } from './use-layout-effects';

/** Pages without menu or navbar: authentication and miscellaneous pages. */
export function BlankLayout() {
  useLayoutEffects();
  return (
    <div className="blank-layout">
      <Outlet />
    </div>
  );
}
