import { Accordion, AccordionTab } from 'primereact/accordion';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetFaqQuery, type FaqCategory } from '../../../api/enhanced/pages';
import { SectionEmpty, SectionError, SectionLoading } from '../shared/states';
import { useUrlSearch } from '../shared/use-url-search';
import { SearchHero } from './search-hero';
import '../pages.css';

/**
 * The FAQ: a search that the server answers (q, kept in the address), the categories on the side and the
 * questions of the chosen category as an accordion.
 */
export default function FaqPage() {
  const { t } = useTranslation();
  const { text, setText, query } = useUrlSearch();
  const { data, error, isFetching, refetch } = useGetFaqQuery({ q: query });
  const [chosen, setChosen] = useState<string | null>(null);

  const categories: [string, FaqCategory][] = data ? Object.entries(data) : [];
  const total = categories.reduce((sum, [, c]) => sum + c.qandA.length, 0);
  // While searching, a chosen category without matches gives way to the first one that has some.
  const withMatches = categories.find(([, c]) => c.qandA.length > 0)?.[0];
  const chosenHasMatches = categories.some(([key, c]) => key === chosen && c.qandA.length > 0);
  const activeKey = chosenHasMatches ? chosen : (withMatches ?? chosen ?? categories[0]?.[0]);
  const active = categories.find(([key]) => key === activeKey)?.[1];

  return (
    <div className="pg-page">
      <SearchHero
        title={t('pages.faq.title')}
        subtitle={t('pages.faq.subtitle')}
        label={t('pages.faq.searchLabel')}
        value={text}
        onChange={setText}
        busy={isFetching}
      />
      {!data ? (
        error ? <SectionError error={error} onRetry={() => void refetch()} /> : <SectionLoading />
      ) : total === 0 ? (
        <SectionEmpty
          icon="pi pi-search"
          title={query ? t('pages.faq.noResults', { q: query }) : t('pages.faq.empty')}
          message={query ? t('pages.faq.noResultsHint') : undefined}
          action={query ? <Button type="button" label={t('pages.help.clearSearch')} outlined onClick={() => setText('')} /> : undefined}
        />
      ) : (
        <div className="pg-faq">
          <nav aria-label={t('pages.faq.categories')}>
            <ul className="pg-side-list">
              {categories.map(([key, category]) => (
                <li key={key}>
                  <button
                    type="button"
                    className={key === activeKey ? 'pg-side-item active' : 'pg-side-item'}
                    aria-current={key === activeKey ? 'true' : undefined}
                    onClick={() => setChosen(key)}
                  >
                    <i className={category.icon} aria-hidden />
                    <span className="pg-grow">{category.title}</span>
                    <span className="pg-count">
                      <span aria-hidden>{category.qandA.length}</span>
                      <span className="visually-hidden">{t('pages.faq.questionCount', { value: category.qandA.length })}</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          {active && (
            <section className="pg-card pg-faq-questions" aria-labelledby="faq-category-title">
              <header className="pg-person">
                <span className="pg-icon-badge"><i className={active.icon} aria-hidden /></span>
                <div>
                  <h2 id="faq-category-title" className="pg-h2">{active.title}</h2>
                  <p className="muted small">{active.subtitle}</p>
                </div>
              </header>
              {active.qandA.length === 0 ? (
                <p className="muted">{t('pages.faq.noneInCategory')}</p>
              ) : (
                <Accordion multiple key={`${activeKey}-${query ?? ''}`}>
                  {active.qandA.map((item) => (
                    <AccordionTab key={item.question} header={item.question}>
                      <p>{item.ans}</p>
                    </AccordionTab>
                  ))}
                </Accordion>
              )}
            </section>
          )}
        </div>
      )}
    </div>
  );
}
