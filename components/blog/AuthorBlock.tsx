/* eslint-disable @next/next/no-img-element -- CMS media (SVG included) from any host, as blocks/shared/content/CmsImage */
import { useTranslations } from 'next-intl';
import type { BlogPost } from '@/lib/blog/post';
import styles from './post.module.css';

/** The author block at the end of a post: avatar, name, role and a short bio. */
export function AuthorBlock({ post }: { post: BlogPost }) {
  const t = useTranslations('blog.post');
  if (!post.author) return null;
  return (
    <aside className={`container ${styles.authorBlock}`} aria-labelledby="post-author" data-testid="author-block">
      {post.author.thumbnail ? <img src={post.author.thumbnail} alt="" width={96} height={96} loading="lazy" /> : null}
      <div>
        <h2 id="post-author" className={styles.authorHeading}>{t('author')}</h2>
        <p className={styles.authorName}>{post.author.name}</p>
        {post.author_details?.role ? <p className={styles.authorRole}>{post.author_details.role}</p> : null}
        {post.author_details?.bio ? <p>{post.author_details.bio}</p> : null}
      </div>
    </aside>
  );
}
