import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { useGetBlogPostsQuery } from '../../../api/enhanced/pages';
import { SectionEmpty, SectionError, SectionLoading } from '../shared/states';
import { useUrlSearch } from '../shared/use-url-search';
import { BlogPostCard } from './blog-post-card';
import { BlogSidebar } from './blog-sidebar';
import '../pages.css';

/** The blog list: posts searched by title on the server (q in the address), and the sidebar. */
export default function BlogListPage() {
  const { t } = useTranslation();
  const { text, setText, query } = useUrlSearch();
  const { data, error, isFetching, refetch } = useGetBlogPostsQuery({ q: query });

  return (
    <div className="pg-page">
      <header className="pg-page-header">
        <h1>{t('pages.blog.title')}</h1>
        <p className="muted">{t('pages.blog.subtitle')}</p>
      </header>
      <div className="pg-with-side">
        <section aria-label={t('pages.blog.posts')} aria-busy={isFetching}>
          {!data ? (
            error ? <SectionError error={error} onRetry={() => void refetch()} /> : <SectionLoading />
          ) : data.length === 0 ? (
            <SectionEmpty
              icon="pi pi-search"
              title={query ? t('pages.blog.noResults', { q: query }) : t('pages.blog.empty')}
              action={query ? <Button type="button" label={t('pages.help.clearSearch')} outlined onClick={() => setText('')} /> : undefined}
            />
          ) : (
            <div className="pg-blog-grid">
              {data.map((post) => (
                <BlogPostCard key={post.id} post={post} />
              ))}
            </div>
          )}
        </section>
        <BlogSidebar>
          <form role="search" className="pg-card" onSubmit={(e) => e.preventDefault()}>
            <span className="pg-icon-input">
              <i className={isFetching ? 'pi pi-spin pi-spinner' : 'pi pi-search'} aria-hidden />
              <InputText
                type="search"
                value={text}
                onChange={(e) => setText(e.target.value)}
                placeholder={t('pages.blog.searchPlaceholder')}
                aria-label={t('pages.blog.searchLabel')}
              />
            </span>
          </form>
        </BlogSidebar>
      </div>
    </div>
  );
}
