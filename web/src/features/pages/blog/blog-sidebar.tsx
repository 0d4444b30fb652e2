import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useGetBlogSidebarQuery } from '../../../api/enhanced/pages';
import { formatDate } from '../shared/format';
import { SectionError, SectionLoading } from '../shared/states';

/** Recent posts and categories, with an optional block on top (the list page's search). */
export function BlogSidebar({ children }: { children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { data, error, refetch } = useGetBlogSidebarQuery();
  return (
    <aside className="pg-stack" aria-label={t('pages.blog.sidebar')}>
      {children}
      {!data ? (
        <div className="pg-card">{error ? <SectionError error={error} onRetry={() => void refetch()} /> : <SectionLoading />}</div>
      ) : (
        <>
          <section className="pg-card" aria-labelledby="blog-recent-title">
            <h2 id="blog-recent-title" className="pg-h2">{t('pages.blog.recentPosts')}</h2>
            <ul className="pg-recent" aria-labelledby="blog-recent-title">
              {data.recentPosts.map((post) => (
                <li key={post.id}>
                  <img src={post.img} alt="" />
                  <div>
                    <Link to={paths.blogDetail(post.id)}>{post.title}</Link>
                    <div className="muted small">{formatDate(post.createdTime, i18n.language)}</div>
                  </div>
                </li>
              ))}
            </ul>
          </section>
          <section className="pg-card" aria-labelledby="blog-categories-title">
            <h2 id="blog-categories-title" className="pg-h2">{t('pages.blog.categories')}</h2>
            <ul className="pg-categories" aria-labelledby="blog-categories-title">
              {data.categories.map((category) => (
                <li key={category.category}>
                  <span className="pg-icon-badge"><i className={category.icon} aria-hidden /></span> {category.category}
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </aside>
  );
}
