import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useGetKnowledgeBaseTopicsQuery } from '../../../api/enhanced/pages';
import { SectionEmpty, SectionError, SectionLoading } from '../shared/states';
import { SearchHero } from './search-hero';
import '../pages.css';

/** The knowledge base landing page: the topics, filtered by title in the browser. */
export default function KnowledgeBasePage() {
  const { t } = useTranslation();
  const { data, error, refetch } = useGetKnowledgeBaseTopicsQuery();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const topics = (data ?? []).filter((topic) => topic.title.toLowerCase().includes(needle));

  return (
    <div className="pg-page">
      <SearchHero
        title={t('pages.kb.title')}
        subtitle={t('pages.kb.subtitle')}
        label={t('pages.kb.searchLabel')}
        value={search}
        onChange={setSearch}
      />
      {!data ? (
        error ? <SectionError error={error} onRetry={() => void refetch()} /> : <SectionLoading />
      ) : topics.length === 0 ? (
        <SectionEmpty
          icon="pi pi-search"
          title={needle ? t('pages.kb.noResults', { q: search.trim() }) : t('pages.kb.empty')}
          action={needle ? <Button type="button" label={t('pages.help.clearSearch')} outlined onClick={() => setSearch('')} /> : undefined}
        />
      ) : (
        <ul className="pg-topic-grid" aria-label={t('pages.kb.topics')}>
          {topics.map((topic) => (
            <li key={topic.id} className="pg-card pg-topic">
              <img src={topic.img} alt="" />
              <h2 className="pg-h2">
                <Link to={paths.knowledgeBaseCategory(topic.category)} className="pg-stretched-link">
                  {topic.title}
                </Link>
              </h2>
              <p className="muted">{topic.desc}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
