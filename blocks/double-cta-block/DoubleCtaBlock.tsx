import type { BlockComponentProps } from '@/blocks/types';
import { pick } from '@/lib/i18n/locales';
import { CmsImage } from '@/blocks/shared/content/CmsImage';
import { CmsLink } from '@/blocks/shared/content/CmsLink';
import { RichText } from '@/blocks/shared/content/RichText';
import { Text } from '@/blocks/shared/content/Text';
import { cx } from '@/blocks/shared/content/cx';
import type { DoubleCtaBlockFields, DoubleCtaItem } from '@/blocks/double-cta-block/schema';
import styles from './styles.module.pcss';

/** Two large cards side by side (stacked on mobile); the whole card follows its link. */
export function DoubleCtaBlock({ fields, ctx }: BlockComponentProps<DoubleCtaBlockFields>) {
  const items = fields.double_cta_repeater.slice(0, 2);
  if (items.length === 0) return null;
  return (
    <section className={cx('section', styles.section)}>
      <div className="container">
        <div className={cx(styles.grid, items.length === 1 && styles.single)}>
          {items.map((item, index) => (
            <DoubleCtaCard key={index} item={item} ctx={ctx} />
          ))}
        </div>
      </div>
    </section>
  );
}

function DoubleCtaCard({ item, ctx }: { item: DoubleCtaItem; ctx: BlockComponentProps<DoubleCtaBlockFields>['ctx'] }) {
  const hasImage = !!pick(item.image?.media, ctx.locale)?.url;
  return (
    <article className={cx(styles.card, hasImage ? styles.withImage : styles.plain)}>
      {hasImage ? (
        <div className={styles.media}>
          <CmsImage image={item.image} ctx={ctx} cover priority={ctx.index === 0} sizes="(min-width: 768px) 50vw, 100vw" />
        </div>
      ) : null}
      <div className={styles.content}>
        <Text as="h2" value={item.main_title} ctx={ctx} className={styles.title} />
        <RichText html={pick(item.description, ctx.locale)} className={styles.description} />
        <CmsLink link={item.cta} ctx={ctx} variant="primary" className={styles.cta} />
      </div>
    </article>
  );
}
