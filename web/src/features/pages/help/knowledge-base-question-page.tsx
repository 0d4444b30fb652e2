import { Message } from 'primereact/message';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../app/paths';
import {
  useGetKnowledgeBaseCategoriesQuery,
  useGetKnowledgeBaseQuestionQuery,
  useGetKnowledgeBaseTopicsQuery,
} from '../../../api/enhanced/pages';
import { formatDate } from '../shared/format';
import { sanitiseHtml } from '../shared/sanitise-html';
import { SectionError, SectionLoading } from '../shared/states';
import { KbBreadcrumb, titleFromSlug } from './kb-breadcrumb';
import '../pages.css';

/** A knowledge base article with its related questions. */
export default function KnowledgeBaseQuestionPage() {
  const { t, i18n } = useTranslation();
  const { category = '', question = '' } = useParams();
  const article = useGetKnowledgeBaseQuestionQuery();
  const sections = useGetKnowledgeBaseCategoriesQuery();
  const topics = useGetKnowledgeBaseTopicsQuery();
  const topicTitle = topics.data?.find((item) => item.category === category)?.title ?? titleFromSlug(category);
  const questions = useMemo(() => (sections.data ?? []).flatMap((section) => section.questions), [sections.data]);
  const asked = questions.find((item) => item.slug === question);
  const html = useMemo(() => (article.data ? sanitiseHtml(article.data.content) : ''), [article.data]);
  // The demo back end holds one article and serves it for every question; say so when another one was asked for.
  const servedOther = article.data !== undefined && asked !== undefined && asked.question !== article.data.title;

  const crumbs = [
    { label: t('pages.kb.title'), to: paths.knowledgeBase },
    { label: topicTitle, to: paths.knowledgeBaseCategory(category) },
    { label: article.data?.title ?? asked?.question ?? titleFromSlug(question) },
  ];

  return (
    <div className="pg-page">
      <KbBreadcrumb crumbs={crumbs} />
      {!article.data ? (
        <>
          <h1 className="visually-hidden">{asked?.question ?? titleFromSlug(question)}</h1>
          {article.error ? <SectionError error={article.error} onRetry={() => void article.refetch()} /> : <SectionLoading />}
        </>
      ) : (
        <div className="pg-with-side">
          <article className="pg-card pg-article" aria-labelledby="kb-article-title">
            {servedOther && (
              <Message severity="info" className="pg-message" text={t('pages.kb.oneArticle', { question: asked.question })} />
            )}
            <h1 id="kb-article-title">{article.data.title}</h1>
            <p className="muted small">{t('pages.kb.lastUpdated', { date: formatDate(article.data.lastUpdated, i18n.language) })}</p>
            <div className="pg-prose" dangerouslySetInnerHTML={{ __html: html }} />
          </article>
          <aside className="pg-card" aria-labelledby="kb-related-title">
            <h2 id="kb-related-title" className="pg-h2">{t('pages.kb.related')}</h2>
            {article.data.relatedQuestions.length === 0 ? (
              <p className="muted">{t('pages.kb.noRelated')}</p>
            ) : (
              <ul className="pg-link-list" aria-labelledby="kb-related-title">
                {article.data.relatedQuestions.map((related) => {
                  const slug = questions.find((item) => item.id === related.id)?.slug;
                  return (
                    <li key={related.id}>
                      {slug ? (
                        <Link to={paths.knowledgeBaseQuestion(category, slug)}>
                          <i className="pi pi-angle-right pg-flip" aria-hidden /> {related.question}
                        </Link>
                      ) : (
                        <span>{related.question}</span>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </aside>
        </div>
      )}
    </div>
  );
}
