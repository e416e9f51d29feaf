/* eslint-disable @next/next/no-img-element -- CMS media (SVG included) from any host, as blocks/shared/content/CmsImage */
import { useTranslations } from 'next-intl';
import { cx } from '@/blocks/shared/content/cx';
import { formatDateLong } from '@/lib/format';
import type { ArticleCard as Card } from '@/lib/blog/types';
import type { Locale } from '@/lib/i18n/locales';
import styles from './article-card.module.pcss';

/**
 * One article card (archive, featured post): image, tags, title, description, author
 * avatar and name, info items (date, read time). `size` big lays image and text side by side.
 */
export function ArticleCard({ article, locale, size = 'regular', headingLevel = 3, eager = false }: {
  article: Card;
  locale: Locale;
  size?: 'regular' | 'big' | 'big-below-wide' | 'compact';
  headingLevel?: 2 | 3;
  eager?: boolean;
}) {
  const t = useTranslations('blog.card');
  const Heading = `h${headingLevel}` as const;
  const minutes = article.read_time[locale];
  return (
    <article className={cx(styles.card, styles[size])} data-testid="article-card">
      {article.thumbnails ? (
        <a href={article.path} className={styles.media} tabIndex={-1} aria-hidden="true">
          <img src={article.thumbnails.url_large} alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" width={1200} height={630} />
        </a>
      ) : null}
      <div className={styles.body}>
        {article.categories.length > 0 ? (
          <ul className={styles.tags}>
            {article.categories.map((c) => (
              <li key={c.id}>{c.label}</li>
            ))}
          </ul>
        ) : null}
        <Heading className={styles.title}>
          <a href={article.path}>{article.title}</a>
        </Heading>
        {size !== 'compact' && article.excerpt ? <p className={styles.excerpt}>{article.excerpt}</p> : null}
        <div className={styles.meta}>
          {article.author ? (
            <span className={styles.author}>
              {article.author.thumbnail ? <img src={article.author.thumbnail} alt="" width={32} height={32} loading="lazy" /> : null}
              {article.author.name}
            </span>
          ) : null}
          <ul className={styles.info}>
            <li>
              <time dateTime={article.published_at}>{formatDateLong(article.published_at, locale)}</time>
            </li>
            {minutes ? <li>{t('read-time', { minutes })}</li> : null}
          </ul>
        </div>
      </div>
    </article>
  );
}

/** A grey placeholder card while articles load (spec: 2 skeletons). */
export function ArticleCardSkeleton() {
  return (
    <div className={cx(styles.card, styles.skeleton)} aria-hidden="true" data-testid="article-skeleton">
      <div className={styles.media} />
      <div className={styles.body}>
        <span className={styles.line} />
        <span className={styles.line} />
        <span className={cx(styles.line, styles.short)} />
      </div>
    </div>
  );
}
