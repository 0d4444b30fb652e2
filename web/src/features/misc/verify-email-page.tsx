import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { MiscFrame } from './misc-frame';

/** Explains what email verification is and that this installation sends no verification email. */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <MiscFrame icon="pi-envelope" accents={['pi-check-circle', 'pi-at']} title={t('misc.verify.title')} message={t('misc.verify.explanation')}>
      <p className="muted">{t('misc.verify.noEmail')}</p>
      <div className="misc-actions">
        <Button type="button" label={t('misc.common.backToLogin')} icon="pi pi-sign-in" onClick={() => navigate(paths.login)} />
      </div>
    </MiscFrame>
  );
}
