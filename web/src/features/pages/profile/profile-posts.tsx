import { useTranslation } from 'react-i18next';
import type { ProfileData } from '../../../api/enhanced/pages';
import { formatDate, formatNumber } from '../shared/format';

type Post = ProfileData['post'][number];
const SHOWN_LIKERS = 5;

function LikedUsers({ post }: { post: Post }) {
  const { t, i18n } = useTranslation();
  const shown = post.likedUsers.slice(0, SHOWN_LIKERS);
  const others = Math.max(post.likes - shown.length, 0);
  return (
    <div className="pg-liked">
      <ul className="pg-avatar-stack" aria-label={t('pages.profile.likedBy')}>
        {shown.map((user) => (
          <li key={user.username}>
            <img src={user.avatar} alt={user.username} title={user.username} />
          </li>
        ))}
      </ul>
      {others > 0 && <span className="muted small">{t('pages.profile.othersLiked', { formatted: formatNumber(others, i18n.language) })}</span>}
    </div>
  );
}

function PostCard({ post, index }: { post: Post; index: number }) {
  const { t, i18n } = useTranslation();
  const titleId = `profile-post-${index}`;
  return (
    <article className="pg-card pg-post" aria-labelledby={titleId}>
      <header className="pg-person">
        <img src={post.avatar} alt="" className="pg-avatar-sm" />
        <div>
          <h3 id={titleId} className="pg-h3">{post.username}</h3>
          <time className="muted small" dateTime={post.postTime}>{formatDate(post.postTime, i18n.language, true)}</time>
        </div>
      </header>
      <p>{post.postText}</p>
      {post.postImg && <img className="pg-post-img" src={post.postImg} alt={t('pages.profile.postImage', { name: post.username })} />}
      <div className="pg-post-stats">
        <span className={post.youLiked ? 'pg-liked-by-you' : undefined}>
          <i className={post.youLiked ? 'pi pi-heart-fill' : 'pi pi-heart'} aria-hidden />{' '}
          {t('pages.profile.likes', { formatted: formatNumber(post.likes, i18n.language) })}
          {post.youLiked && <span className="visually-hidden"> ({t('pages.profile.youLiked')})</span>}
        </span>
        <span><i className="pi pi-comments" aria-hidden /> {t('pages.profile.comments', { formatted: formatNumber(post.comments, i18n.language) })}</span>
        <span><i className="pi pi-share-alt" aria-hidden /> {t('pages.profile.shares', { formatted: formatNumber(post.share, i18n.language) })}</span>
      </div>
      <LikedUsers post={post} />
      {post.detailedComments.length > 0 && (
        <ul className="pg-comments" aria-label={t('pages.profile.commentsOf', { name: post.username })}>
          {post.detailedComments.map((comment) => (
            <li key={`${comment.username}-${comment.comment}`}>
              <img src={comment.avatar} alt="" className="pg-avatar-sm" />
              <div className="pg-grow">
                <strong>{comment.username}</strong>
                <p>{comment.comment}</p>
              </div>
              <span className={comment.youLiked ? 'pg-liked-by-you small' : 'muted small'}>
                <i className={comment.youLiked ? 'pi pi-heart-fill' : 'pi pi-heart'} aria-hidden />{' '}
                <span className="visually-hidden">{t('pages.profile.likes', { formatted: comment.commentsLikes })}</span>
                <span aria-hidden>{comment.commentsLikes}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

export function ProfilePosts({ posts }: { posts: ProfileData['post'] }) {
  const { t } = useTranslation();
  return (
    <section id="profile-posts" aria-labelledby="profile-posts-title" className="pg-stack">
      <h2 id="profile-posts-title" className="visually-hidden">{t('pages.profile.sections.posts')}</h2>
      {posts.length === 0 ? (
        <p className="pg-card muted">{t('pages.profile.noPosts')}</p>
      ) : (
        posts.map((post, index) => <PostCard key={`${post.username}-${post.postTime}`} post={post} index={index} />)
      )}
    </section>
  );
}
