import { TabPanel, TabView } from 'primereact/tabview';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetAccountSettingsQuery } from '../../../api/enhanced/pages';
import { SectionError, SectionLoading } from '../shared/states';
import { GeneralTab } from './general-tab';
import { InfoTab } from './info-tab';
import { NotificationsTab } from './notifications-tab';
import { PasswordTab } from './password-tab';
import { SocialTab } from './social-tab';
import '../pages.css';

/**
 * Account settings in five tabs. Each tab edits a copy of its section and is mounted afresh (key) when the stored
 * section changes, so after a save and the refetch it shows what the server kept; unsaved edits in other tabs stay.
 */
export default function AccountSettingsPage() {
  const { t } = useTranslation();
  const { data, error, refetch } = useGetAccountSettingsQuery();
  const [activeIndex, setActiveIndex] = useState(0);

  return (
    <div className="pg-page">
      <header className="pg-page-header">
        <h1>{t('pages.account.title')}</h1>
        <p className="muted">{t('pages.account.subtitle')}</p>
      </header>
      {!data ? (
        error ? (
          <SectionError error={error} onRetry={() => void refetch()} />
        ) : (
          <SectionLoading />
        )
      ) : (
        <div className="pg-card">
          <TabView activeIndex={activeIndex} onTabChange={(e) => setActiveIndex(e.index)} renderActiveOnly={false} scrollable>
            <TabPanel header={t('pages.account.tabs.general')} leftIcon="pi pi-user pg-tab-icon">
              <GeneralTab key={JSON.stringify(data.general)} initial={data.general} />
            </TabPanel>
            <TabPanel header={t('pages.account.tabs.info')} leftIcon="pi pi-info-circle pg-tab-icon">
              <InfoTab key={JSON.stringify(data.info)} initial={data.info} />
            </TabPanel>
            <TabPanel header={t('pages.account.tabs.social')} leftIcon="pi pi-share-alt pg-tab-icon">
              <SocialTab key={JSON.stringify(data.social)} initial={data.social} />
            </TabPanel>
            <TabPanel header={t('pages.account.tabs.notifications')} leftIcon="pi pi-bell pg-tab-icon">
              <NotificationsTab key={JSON.stringify(data.notification)} initial={data.notification} />
            </TabPanel>
            <TabPanel header={t('pages.account.tabs.password')} leftIcon="pi pi-lock pg-tab-icon">
              <PasswordTab />
            </TabPanel>
          </TabView>
        </div>
      )}
    </div>
  );
}
