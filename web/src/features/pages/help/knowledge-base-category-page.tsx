import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useGetKnowledgeBaseCategoriesQuery, useGetKnowledgeBaseTopicsQuery } from '../../../api/enhanced/pages';
import { SectionEmpty, SectionError, SectionLoading } from '../shared/states';
import { KbBreadcrumb, titleFromSlug } from './kb-breadcrumb';
import '../pages.css';

/** A knowledge base topic: its sections, each with links to its questions. */
export default function KnowledgeBaseCategoryPage() {
  const { t } = useTranslation();
  const { category = '' } = useParams();
  const topics = useGetKnowledgeBaseTopicsQuery();
  const sections = useGetKnowledgeBaseCategoriesQuery();
  const topic = topics.data?.find((item) => item.category === category);
  const title = topic?.title ?? titleFromSlug(category);

  return (
    <div className="pg-page">
      <KbBreadcrumb crumbs={[{ label: t('pages.kb.title'), to: paths.knowledgeBase }, { label: title }]} />
      <header className="pg-page-header">
        <h1>{title}</h1>
        {topic && <p className="muted">{topic.desc}</p>}
      </header>
      {topics.data && !topic ? (
        <SectionEmpty
          icon="pi pi-map"
          title={t('pages.kb.topicNotFound')}
          action={<Link to={paths.knowledgeBase}>{t('pages.kb.backToTopics')}</Link>}
        />
      ) : !sections.data ? (
        sections.error ? <SectionError error={sections.error} onRetry={() => void sections.refetch()} /> : <SectionLoading />
      ) : sections.data.length === 0 ? (
        <SectionEmpty title={t('pages.kb.noSections')} />
      ) : (
        <div className="pg-kb-sections">
          {sections.data.map((section) => (
            <section key={section.id} className="pg-card" aria-labelledby={`kb-section-${section.id}`}>
              <header className="pg-person">
                <span className={`pg-icon-badge pg-tone-${section.iconColor}`}><i className={section.icon} aria-hidden /></span>
                <h2 id={`kb-section-${section.id}`} className="pg-h2 pg-grow">{section.title}</h2>
                <span className="muted small">{t('pages.kb.questionCount', { value: section.questions.length })}</span>
              </header>
              <ul className="pg-link-list" aria-labelledby={`kb-section-${section.id}`}>
                {section.questions.map((question) => (
                  <li key={question.id}>
                    <Link to={paths.knowledgeBaseQuestion(category, question.slug)}>
                      <i className="pi pi-file" aria-hidden /> {question.question}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
