import { InputText } from 'primereact/inputtext';
import { OverlayPanel } from 'primereact/overlaypanel';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGetBookmarksQuery, useToggleBookmarkMutation } from '../../api/enhanced/navbar';
import { useNotifier } from '../../components/toast';

/** Bookmarked pages as navbar shortcuts, and a panel to star or unstar any page. */
export function Bookmarks() {
  const { t } = useTranslation();
  const notifier = useNotifier();
  const panel = useRef<OverlayPanel>(null);
  const [filter, setFilter] = useState('');
  const { data } = useGetBookmarksQuery();
  const [toggle] = useToggleBookmarkMutation();
  const suggestions = (data?.suggestions ?? []).filter((p) => p.title.toLowerCase().includes(filter.toLowerCase()));

  async function onToggle(id: number) {
    const result = await toggle({ body: { id } });
    if (result.error) notifier.apiError(result.error);
  }

  return (
    <nav className="bookmarks" aria-label={t('navbar.bookmarks.label')}>
      {(data?.bookmarks ?? []).map((page) => (
        <Link key={page.id} to={page.link} className="icon-button" aria-label={page.title} title={page.title}>
          <i className={page.icon} aria-hidden />
        </Link>
      ))}
      <button type="button" className="icon-button" onClick={(e) => panel.current?.toggle(e)} aria-label={t('navbar.bookmarks.edit')}>
        <i className="pi pi-star" aria-hidden />
      </button>
      <OverlayPanel ref={panel} className="bookmarks-panel">
        <InputText
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder={t('navbar.bookmarks.filter')}
          aria-label={t('navbar.bookmarks.filter')}
        />
        <ul>
          {suggestions.slice(0, 12).map((page) => (
            <li key={page.id}>
              <Link to={page.link} onClick={() => panel.current?.hide()}>
                <i className={page.icon} aria-hidden /> {page.title}
              </Link>
              <button
                type="button"
                className="icon-button"
                aria-pressed={page.isBookmarked}
                aria-label={t(page.isBookmarked ? 'navbar.bookmarks.remove' : 'navbar.bookmarks.add', { title: page.title })}
                onClick={() => void onToggle(page.id)}
              >
                <i className={page.isBookmarked ? 'pi pi-star-fill' : 'pi pi-star'} aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      </OverlayPanel>
    </nav>
  );
}
