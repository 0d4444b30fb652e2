import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import type { BlogPost } from '../../../api/enhanced/pages';
import { formatDate } from '../shared/format';

export function BlogPostCard({ post }: { post: BlogPost }) {
  const { t, i18n } = useTranslation();
  const titleId = `blog-post-${post.id}`;
  return (
    <article className="pg-card pg-blog-card" aria-labelledby={titleId}>
      <img src={post.img} alt="" className="pg-blog-img" />
      <h2 id={titleId} className="pg-h2">
        <Link to={paths.blogDetail(post.id)}>{post.title}</Link>
      </h2>
      <div className="pg-person small">
        <img src={post.avatar} alt="" className="pg-avatar-xs" />
        <span>{t('pages.blog.by', { name: post.userFullName })}</span>
        <span className="muted">·</span>
        <time className="muted" dateTime={post.blogPosted}>{formatDate(post.blogPosted, i18n.language)}</time>
      </div>
      <ul className="pg-tags" aria-label={t('pages.blog.tags')}>
        {post.tags.map((tag) => (
          <li key={tag}><Tag value={tag} severity="info" rounded /></li>
        ))}
      </ul>
      <p className="muted">{post.excerpt}</p>
      <footer className="pg-row-between">
        <span className="small"><i className="pi pi-comments" aria-hidden /> {t('pages.blog.commentCount', { value: post.comment })}</span>
        <Link to={paths.blogDetail(post.id)} aria-label={t('pages.blog.readMoreOf', { title: post.title })}>
          {t('pages.blog.readMore')}
        </Link>
      </footer>
    </article>
  );
}
