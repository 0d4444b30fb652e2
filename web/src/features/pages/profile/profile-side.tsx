import { useTranslation } from 'react-i18next';
import type { ProfileData } from '../../../api/enhanced/pages';

export function LatestPhotos({ photos }: { photos: ProfileData['latestPhotos'] }) {
  const { t } = useTranslation();
  return (
    <section className="pg-card" id="profile-photos" aria-labelledby="profile-photos-title">
      <h2 id="profile-photos-title" className="pg-h2">{t('pages.profile.latestPhotos')}</h2>
      <ul className="pg-photos" aria-labelledby="profile-photos-title">
        {photos.map((photo, index) => (
          <li key={photo.img}>
            <img src={photo.img} alt={t('pages.profile.photo', { number: index + 1 })} loading="lazy" />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Suggestions({ suggestions }: { suggestions: ProfileData['suggestions'] }) {
  const { t } = useTranslation();
  return (
    <section className="pg-card" id="profile-suggestions" aria-labelledby="profile-suggestions-title">
      <h2 id="profile-suggestions-title" className="pg-h2">{t('pages.profile.suggestions')}</h2>
      <ul className="pg-people" aria-labelledby="profile-suggestions-title">
        {suggestions.map((person) => (
          <li key={person.name}>
            <img src={person.avatar} alt="" className="pg-avatar-sm" />
            <div className="pg-grow">
              <strong>{person.name}</strong>
              <div className="muted small">{person.mutualFriend}</div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
