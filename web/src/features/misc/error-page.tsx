import { useTranslation } from 'react-i18next';
import { MiscFrame } from './misc-frame';

/** A 500-style page. */
export default function ErrorPage() {
  const { t } = useTranslation();
  return (
    <MiscFrame
      icon="pi-exclamation-triangle"
      accents={['pi-server', 'pi-bolt']}
      code="500"
      title={t('misc.error.title')}
      message={t('misc.error.message')}
    />
  );
}
