import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useGetBlogEditQuery, useGetBlogSidebarQuery } from '../../../api/enhanced/pages';
import { formatDate } from '../shared/format';
import { isNotFound, SectionEmpty, SectionError, SectionLoading } from '../shared/states';
import { BlogEditForm } from './blog-edit-form';
import { usePostId } from './use-post-id';
import '../pages.css';

/** The edit form of a post, filled from getBlogEdit. */
export default function BlogEditPage() {
  const { t, i18n } = useTranslation();
  const id = usePostId();
  const { currentData: post, error, refetch } = useGetBlogEditQuery({ id }, { skip: id === undefined });
  const sidebar = useGetBlogSidebarQuery();
  const categoryNames = (sidebar.data?.categories ?? []).map((c) => c.category);

  return (
    <div className="pg-page">
      <header className="pg-page-header">
        <h1 id="blog-edit-title">{t('pages.blog.editTitle')}</h1>
        {post && (
          <div className="pg-person small">
            <img src={post.avatar} alt="" className="pg-avatar-xs" />
            <span>{t('pages.blog.by', { name: post.userFullName })}</span>
            <span className="muted">·</span>
            <time className="muted" dateTime={post.createdTime}>{formatDate(post.createdTime, i18n.language)}</time>
          </div>
        )}
      </header>
      {id === undefined || isNotFound(error) ? (
        <SectionEmpty icon="pi pi-map" title={t('pages.blog.notFound')} action={<Link to={paths.blogList}>{t('pages.blog.backToList')}</Link>} />
      ) : !post ? (
        error ? <SectionError error={error} onRetry={() => void refetch()} /> : <SectionLoading />
      ) : (
        <BlogEditForm key={id} id={id} post={post} categoryNames={categoryNames} />
      )}
    </div>
  );
}
