import { Tag } from 'primereact/tag';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useGetBlogDetailQuery } from '../../../api/enhanced/pages';
import { formatDate } from '../shared/format';
import { sanitiseHtml } from '../shared/sanitise-html';
import { isNotFound, SectionEmpty, SectionError, SectionLoading } from '../shared/states';
import { BlogCommentForm } from './blog-comment-form';
import { BlogSidebar } from './blog-sidebar';
import { usePostId } from './use-post-id';
import '../pages.css';

/** A blog post: image, author, tags, content, comments and the comment form, with the sidebar. */
export default function BlogDetailPage() {
  const { t, i18n } = useTranslation();
  const id = usePostId();
  const { currentData: data, error, refetch } = useGetBlogDetailQuery({ id }, { skip: id === undefined });
  const html = useMemo(() => (data ? sanitiseHtml(data.blog.content) : ''), [data]);
  const notFound = id === undefined || isNotFound(error);

  let main;
  if (notFound) {
    main = (
      <SectionEmpty
        icon="pi pi-map"
        title={t('pages.blog.notFound')}
        action={<Link to={paths.blogList}>{t('pages.blog.backToList')}</Link>}
      />
    );
  } else if (!data) {
    main = error ? <SectionError error={error} onRetry={() => void refetch()} /> : <SectionLoading />;
  } else {
    const { blog, comments } = data;
    main = (
      <div className="pg-stack">
        <article className="pg-card pg-article" aria-labelledby="blog-title">
          <img src={blog.img} alt="" className="pg-blog-img" />
          <h1 id="blog-title">{blog.title}</h1>
          <div className="pg-person small">
            <img src={blog.avatar} alt="" className="pg-avatar-xs" />
            <span>{t('pages.blog.by', { name: blog.userFullName })}</span>
            <span className="muted">·</span>
            <time className="muted" dateTime={blog.createdTime}>{formatDate(blog.createdTime, i18n.language)}</time>
            <Link className="pg-push" to={paths.blogEdit(id!)}>
              <i className="pi pi-pencil" aria-hidden /> {t('pages.blog.edit')}
            </Link>
          </div>
          <ul className="pg-tags" aria-label={t('pages.blog.tags')}>
            {blog.tags.map((tag) => (
              <li key={tag}><Tag value={tag} severity="info" rounded /></li>
            ))}
          </ul>
          <div className="pg-prose" dangerouslySetInnerHTML={{ __html: html }} />
        </article>
        <section className="pg-card" id="comments" aria-labelledby="blog-comments-title">
          <h2 id="blog-comments-title" className="pg-h2">{t('pages.blog.commentsTitle', { value: blog.comments })}</h2>
          {comments.length === 0 ? (
            <p className="muted">{t('pages.blog.noComments')}</p>
          ) : (
            <ul className="pg-comments" aria-labelledby="blog-comments-title">
              {comments.map((comment) => (
                <li key={`${comment.userFullName}-${comment.commentedAt}-${comment.commentText.slice(0, 20)}`}>
                  <img src={comment.avatar} alt="" className="pg-avatar-sm" />
                  <div className="pg-grow">
                    <strong>{comment.userFullName}</strong>{' '}
                    <time className="muted small" dateTime={comment.commentedAt}>{formatDate(comment.commentedAt, i18n.language)}</time>
                    <p>{comment.commentText}</p>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {comments.length < blog.comments && (
            <p className="muted small">{t('pages.blog.someComments', { shown: comments.length, total: blog.comments })}</p>
          )}
        </section>
        <BlogCommentForm />
      </div>
    );
  }

  return (
    <div className="pg-page">
      {!data && <h1 className="visually-hidden">{t('pages.blog.detailTitle')}</h1>}
      <div className="pg-with-side">
        {main}
        <BlogSidebar />
      </div>
    </div>
  );
}
