import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';

export function BackToLogin() {
  const { t } = useTranslation();
  return (
    <p>
      <Link to={paths.login}>
        <i className="pi pi-sign-in" aria-hidden /> {t('misc.common.backToLogin')}
      </Link>
    </p>
  );
}
