import { useTranslation } from 'react-i18next';
import { useGetPortalProfileQuery } from '../../api/enhanced/portal';
import { isAppError } from '../../api/errors';
import { PageLoading, PageState } from '../../components/page-states';
import { useDefaultLanguage } from './lib/use-default-language';
import { DuesSection } from './sections/dues-section';
import { LicencesSection } from './sections/licences-section';
import { MembershipSection } from './sections/membership-section';
import { NoticesSection } from './sections/notices-section';
import { ProfileSection } from './sections/profile-section';
import { RequestsSection } from './sections/requests-section';
import './portal.css';

/** Portal Anggota: a member's own record, standing, dues, licences, requests and notices, and his documents. */
export default function PortalPage() {
  const ready = useDefaultLanguage();
  const { t } = useTranslation();
  const profile = useGetPortalProfileQuery();
  if (!ready) return <PageLoading />;
  // An account without a member record of its own (a board's, an administrator's) has no portal.
  if (isAppError(profile.error) && profile.error.status === 403) {
    return <PageState icon="pi pi-id-card" title={t('portal.notMember.title')} message={t('portal.notMember.message')} />;
  }
  return (
    <div className="mp-page">
      <header className="mp-header">
        <div>
          <h1>{t('portal.title')}</h1>
          <p className="muted">{profile.data ? t('portal.welcome', { name: profile.data.fullName }) : t('portal.subtitle')}</p>
        </div>
      </header>
      <div className="mp-grid">
        <ProfileSection query={profile} />
        <MembershipSection query={profile} />
      </div>
      <div className="mp-grid">
        <DuesSection />
        <LicencesSection />
      </div>
      <div className="mp-grid">
        <RequestsSection />
        <NoticesSection />
      </div>
    </div>
  );
}
