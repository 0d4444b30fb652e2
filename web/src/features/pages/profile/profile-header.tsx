import { useTranslation } from 'react-i18next';
import type { ProfileData } from '../../../api/enhanced/pages';

const SECTIONS = ['about', 'posts', 'photos', 'suggestions'] as const;

/** Cover, avatar, name and designation, with a nav that jumps to the page's sections. */
export function ProfileHeader({ header }: { header: ProfileData['header'] }) {
  const { t } = useTranslation();
  return (
    <section className="pg-card pg-profile-header" aria-labelledby="profile-name">
      <img className="pg-cover" src={header.coverImg} alt={t('pages.profile.cover')} />
      <div className="pg-profile-identity">
        <img className="pg-profile-avatar" src={header.avatar} alt={t('pages.profile.avatarOf', { name: header.username })} />
        <div>
          <h1 id="profile-name">{header.username}</h1>
          <p className="muted">{header.designation}</p>
        </div>
      </div>
      <nav className="pg-profile-nav" aria-label={t('pages.profile.nav')}>
        <ul>
          {SECTIONS.map((section) => (
            <li key={section}>
              <a href={`#profile-${section}`}>{t(`pages.profile.sections.${section}`)}</a>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
