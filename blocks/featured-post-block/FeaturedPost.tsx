import type { BlockComponentProps } from '@/blocks/types';
import { ArticleCard } from '@/blocks/shared/blog/ArticleCard';
import { CmsLink } from '@/blocks/shared/content/CmsLink';
import { Text } from '@/blocks/shared/content/Text';
import { cx } from '@/blocks/shared/content/cx';
import type { FeaturedPostFields } from '@/blocks/featured-post-block/schema';
import styles from './styles.module.pcss';

/**
 * Featured post (spec 001): blog_article_featured_item cards on the left, blog_article_item
 * on the right (at most 2 up to xl, all above: a CSS rule hides the rest). With no regular
 * article only the featured ones show, with the title above.
 */
export function FeaturedPost({ fields, ctx, id }: BlockComponentProps<FeaturedPostFields>) {
  const featured = fields.cards?.featured ?? [];
  const regular = fields.cards?.regular ?? [];
  if (featured.length === 0 && regular.length === 0) return null;
  const titleId = `${id}-title`;
  return (
    <section className={cx('section', styles.section)} aria-labelledby={titleId}>
      <div className="container">
        <header className={styles.header}>
          <Text as="h2" id={titleId} value={fields.main_title} ctx={ctx} className={styles.title} />
          <CmsLink link={fields.cta} ctx={ctx} variant="secondary" />
        </header>
        <div className={cx(styles.layout, regular.length === 0 && styles.single)}>
          <div className={styles.featured}>
            {featured.map((article, index) => (
              <ArticleCard key={article.id} article={article} locale={ctx.locale} size="regular" eager={index === 0 && ctx.index < 2} />
            ))}
          </div>
          {regular.length > 0 ? (
            <div className={styles.regular}>
              {regular.map((article) => (
                <ArticleCard key={article.id} article={article} locale={ctx.locale} size="compact" />
              ))}
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
