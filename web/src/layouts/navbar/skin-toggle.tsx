import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { layoutChanged } from '../layout-settings';

export function SkinToggle() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const dark = useAppSelector((s) => s.layout.skin === 'dark');
  return (
    <button
      type="button"
      className="icon-button"
      aria-pressed={dark}
      aria-label={t(dark ? 'layout.lightSkin' : 'layout.darkSkin')}
      onClick={() => dispatch(layoutChanged({ skin: dark ? 'light' : 'dark' }))}
    >
      <i className={dark ? 'pi pi-sun' : 'pi pi-moon'} aria-hidden />
    </button>
  );
}
