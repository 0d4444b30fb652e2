import { useTranslation } from 'react-i18next';
import type { ProfileData } from '../../../api/enhanced/pages';
import { formatDate } from '../shared/format';

export function ProfileAbout({ about }: { about: ProfileData['userAbout'] }) {
  const { t, i18n } = useTranslation();
  const website = about.website.startsWith('http') ? about.website : `https://${about.website}`;
  return (
    <section className="pg-card" id="profile-about" aria-labelledby="profile-about-title">
      <h2 id="profile-about-title" className="pg-h2">{t('pages.profile.about')}</h2>
      <p>{about.about}</p>
      <dl className="pg-dl">
        <dt>{t('pages.profile.joined')}</dt>
        <dd>{formatDate(about.joined, i18n.language)}</dd>
        <dt>{t('pages.profile.lives')}</dt>
        <dd>{about.lives}</dd>
        <dt>{t('pages.profile.email')}</dt>
        <dd><a href={`mailto:${about.email}`}>{about.email}</a></dd>
        <dt>{t('pages.profile.website')}</dt>
        <dd><a href={website} target="_blank" rel="noreferrer">{about.website}</a></dd>
      </dl>
    </section>
  );
}

export function SuggestedPages({ pages }: { pages: ProfileData['suggestedPages'] }) {
  const { t } = useTranslation();
  return (
    <section className="pg-card" aria-labelledby="profile-pages-title">
      <h2 id="profile-pages-title" className="pg-h2">{t('pages.profile.suggestedPages')}</h2>
      <ul className="pg-people" aria-labelledby="profile-pages-title">
        {pages.map((page) => (
          <li key={page.username}>
            <img src={page.avatar} alt="" className="pg-avatar-sm" />
            <div className="pg-grow">
              <strong>{page.username}</strong>
              <div className="muted small">{page.subtitle}</div>
            </div>
            {page.favorite && (
              <i className="pi pi-star-fill pg-star" role="img" aria-label={t('pages.profile.favorite')} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function TwitterFeeds({ feeds }: { feeds: ProfileData['twitterFeeds'] }) {
  const { t } = useTranslation();
  return (
    <section className="pg-card" aria-labelledby="profile-feeds-title">
      <h2 id="profile-feeds-title" className="pg-h2">{t('pages.profile.twitterFeeds')}</h2>
      <ul className="pg-feeds" aria-labelledby="profile-feeds-title">
        {feeds.map((feed) => (
          <li key={feed.id}>
            <div className="pg-person">
              <img src={feed.imgUrl} alt="" className="pg-avatar-sm" />
              <div className="pg-grow">
                <strong>{feed.title}</strong>
                <div className="muted small">@{feed.id}</div>
              </div>
              {feed.favorite && <i className="pi pi-star-fill pg-star" role="img" aria-label={t('pages.profile.favorite')} />}
            </div>
            <p>{feed.desc}</p>
            <p className="pg-tags-text">{feed.tags}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
