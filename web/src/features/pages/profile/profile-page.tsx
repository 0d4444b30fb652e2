import { useTranslation } from 'react-i18next';
import { useGetProfileQuery } from '../../../api/enhanced/pages';
import { SectionError, SectionLoading } from '../shared/states';
import { ProfileAbout, SuggestedPages, TwitterFeeds } from './profile-about';
import { ProfileHeader } from './profile-header';
import { ProfilePoll } from './profile-poll';
import { ProfilePosts } from './profile-posts';
import { LatestPhotos, Suggestions } from './profile-side';
import '../pages.css';

/** The profile page: header, then about/pages/feeds, posts, and photos/suggestions/polls in three columns. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { data, error, refetch } = useGetProfileQuery();

  if (!data) {
    return (
      <div className="pg-page">
        <h1 className="visually-hidden">{t('pages.profile.title')}</h1>
        {error ? <SectionError error={error} onRetry={() => void refetch()} /> : <SectionLoading />}
      </div>
    );
  }

  return (
    <div className="pg-page">
      <ProfileHeader header={data.header} />
      <div className="pg-profile-grid">
        <div className="pg-column">
          <ProfileAbout about={data.userAbout} />
          <SuggestedPages pages={data.suggestedPages} />
          <TwitterFeeds feeds={data.twitterFeeds} />
        </div>
        <div className="pg-column">
          <ProfilePosts posts={data.post} />
        </div>
        <div className="pg-column">
          <LatestPhotos photos={data.latestPhotos} />
          <Suggestions suggestions={data.suggestions} />
          <ProfilePoll options={data.polls} />
        </div>
      </div>
    </div>
  );
}
