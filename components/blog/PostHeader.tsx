/* eslint-disable @next/next/no-img-element -- CMS media (SVG included) from any host, as blocks/shared/content/CmsImage */
import { useTranslations } from 'next-intl';
import { formatDateLong } from '@/lib/format';
import { specialPaths } from '@/lib/i18n/routes';
import type { BlogPost } from '@/lib/blog/post';
import { BlockSheets } from '@/blocks/BlockSheets';
import byline from '@/blocks/shared/blog/byline.module.pcss';
import { ShareBar } from './ShareBar';
import styles from './post.module.css';

/**
 * The post header (spec 001 "Blog post page"): tags, title, author avatar and name, info
 * items (date in the long fr-CA/en-CA format, read time), the share bar below xl, then the
 * main image overlapping the header by half its height.
 */
export function PostHeader({ post, url }: { post: BlogPost; url: string }) {
  const t = useTranslations('blog');
  const minutes = post.read_time[post.locale];
  // A tag that repeats a category label would show twice.
  const labels = new Set(post.categories.map((c) => c.label.toLowerCase()));
  const tags = post.tags.filter((tag) => !labels.has(tag.toLowerCase()));
  return (
    <>
      <BlockSheets entry="components/blog/PostHeader" />
      <header className={styles.header}>
        <div className={`container ${styles.headerInner}`}>
          <p className={styles.back}>
            <a href={`/${post.locale}${specialPaths.blog[post.locale]}`}>← {t('post.back')}</a>
          </p>
          {post.categories.length + tags.length > 0 ? (
            <ul className={styles.tags} aria-label={t('post.tags')}>
              {post.categories.map((c) => (
                <li key={`c${c.id}`}>{c.label}</li>
              ))}
              {tags.map((tag) => (
                <li key={`t${tag}`} className={styles.tagSoft}>{tag}</li>
              ))}
            </ul>
          ) : null}
          <h1 className={styles.title}>{post.title}</h1>
          <div className={styles.byline}>
            {post.author ? (
              <span className={`${byline.author} ${styles.author}`}>
                {post.author.thumbnail ? <img src={post.author.thumbnail} alt="" width={40} height={40} /> : null}
                {post.author.name}
              </span>
            ) : null}
            <ul className={byline.info}>
              <li>
                <time dateTime={post.published_at}>{formatDateLong(post.published_at, post.locale)}</time>
              </li>
              {minutes ? <li>{t('card.read-time', { minutes })}</li> : null}
            </ul>
          </div>
          <ShareBar url={url} title={post.title} className={styles.shareHeader} />
        </div>
      </header>
      {post.thumbnails ? (
        <div className={styles.imageBand}>
          <div className="container">
            <img className={styles.image} src={post.thumbnails.url_large} alt={post.image_alt} width={1200} height={630} fetchPriority="high" />
          </div>
        </div>
      ) : null}
      <div className="container">
        <ShareBar url={url} title={post.title} className={styles.shareContent} />
      </div>
    </>
  );
}
