import { useTranslation } from 'react-i18next';
import { MiscFrame } from './misc-frame';

export default function MaintenancePage() {
  const { t } = useTranslation();
  return <MiscFrame icon="pi-wrench" accents={['pi-cog', 'pi-server']} title={t('misc.maintenance.title')} message={t('misc.maintenance.message')} />;
}
