import { useTranslations } from 'next-intl';
import type { BlockComponentProps } from '@/blocks/types';
import { ListingCard } from '@/blocks/shared/listing-card/ListingCard';
import { Text } from '@/blocks/shared/content/Text';
import { cx } from '@/blocks/shared/content/cx';
import { pick } from '@/lib/i18n/locales';
import { SoldMap } from './SoldMap.lazy';
import type { SoldPropertiesMapFields } from '@/blocks/sold-properties-map-block/schema';
import styles from './styles.module.pcss';
import listingBlock from '../properties-block/styles.module.pcss';

/**
 * sold_properties_map_block: a title, the number of the site's sold listings and a map
 * of them, then the most recent sales as cards. The markers load in the browser from the
 * properties endpoint (status=sold); the recent sales are in the server HTML.
 */
export function SoldPropertiesMap({ fields, ctx, id }: BlockComponentProps<SoldPropertiesMapFields>) {
  const t = useTranslations('search');
  const recent = fields.recent_sales ?? [];
  const titleId = `${id}-title`;
  const recentId = `${id}-recent`;
  const title = pick(fields.main_title, ctx.locale);
  return (
    <section className={cx('section', listingBlock.section)} aria-labelledby={title ? titleId : undefined}>
      <div className="container">
        <header className={styles.header}>
          <Text as="h2" id={titleId} value={fields.main_title} ctx={ctx} className={listingBlock.title} />
        </header>
        <SoldMap filters={fields.filters} />
        {recent.length > 0 ? (
          <section className={styles.recent} aria-labelledby={recentId}>
            <h3 id={recentId} className={styles.recentTitle}>
              {t('sold-map.recent')}
            </h3>
            <ul className={listingBlock.list}>
              {recent.map((listing) => (
                <li key={listing.uls}>
                  <ListingCard listing={listing} locale={ctx.locale} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </section>
  );
}
