import type { BlockComponentProps } from '@/blocks/types';
import { CmsLink } from '@/blocks/shared/content/CmsLink';
import { Text } from '@/blocks/shared/content/Text';
import { cx } from '@/blocks/shared/content/cx';
import { pick } from '@/lib/i18n/locales';
import { FeaturedCarousel } from './FeaturedCarousel.lazy';
import { FeaturedPropertyCard } from './FeaturedPropertyCard';
import type { FeaturedPropertiesFields } from '@/blocks/featured-properties-block/schema';
import styles from './styles.module.pcss';

/**
 * featured_properties_block: title, call to action (in the header from md up, below the
 * carousel otherwise) and a carousel of properties the editors picked.
 */
export function FeaturedProperties({ fields, ctx, id }: BlockComponentProps<FeaturedPropertiesFields>) {
  const titleId = `${id}-title`;
  const title = pick(fields.main_title, ctx.locale);
  return (
    <section className={cx('section', styles.section)} aria-labelledby={title ? titleId : undefined}>
      <div className="container">
        <header className={styles.header}>
          <Text as="h2" id={titleId} value={fields.main_title} ctx={ctx} className={styles.title} />
          <CmsLink link={fields.cta} ctx={ctx} variant="secondary" className={styles.ctaHeader} />
        </header>
        {fields.items.length > 0 ? (
          <FeaturedCarousel label={title ?? ''}>
            {fields.items.map((item, index) => (
              <FeaturedPropertyCard key={index} item={item} ctx={ctx} />
            ))}
          </FeaturedCarousel>
        ) : null}
        <div className={styles.ctaBelow}>
          <CmsLink link={fields.cta} ctx={ctx} variant="secondary" />
        </div>
      </div>
    </section>
  );
}
