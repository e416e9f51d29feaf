import type { BlockComponentProps } from '@/blocks/types';
import { Text } from '@/blocks/shared/content/Text';
import { cx } from '@/blocks/shared/content/cx';
import { ArchiveIsland } from './ArchiveIsland.lazy';
import type { BlogPostsArchiveFields } from '@/blocks/blog-posts-archive-block/schema';
import styles from './styles.module.pcss';

/**
 * Posts archive (spec 001 "Blog"): the first page of articles comes with the page response,
 * so it is in the server HTML; the island takes over filters, sort and Show more.
 */
export function BlogPostsArchive({ fields, ctx, id }: BlockComponentProps<BlogPostsArchiveFields>) {
  const listing = fields.articles_listing ?? null;
  return (
    <section className={cx('section', styles.section)} aria-labelledby={`${id}-title`}>
      <div className="container">
        <Text as="h1" id={`${id}-title`} value={fields.main_title} ctx={ctx} className={styles.title} />
        <ArchiveIsland initial={listing} locale={ctx.locale} />
      </div>
    </section>
  );
}
