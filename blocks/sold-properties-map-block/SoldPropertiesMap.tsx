import type { BlockComponentProps } from '@/blocks/types';
import { Text } from '@/blocks/shared/content/Text';
import { cx } from '@/blocks/shared/content/cx';
import { pick } from '@/lib/i18n/locales';
import { SoldMap } from './SoldMap.lazy';
import type { SoldPropertiesMapFields } from './schema';
import styles from './styles.module.css';
import listingBlock from '../properties-block/styles.module.css';

/**
 * sold_properties_map_block: a title, the number of the site's sold listings and a map
 * of them. The markers load in the browser from the properties endpoint (status=sold).
 */
export function SoldPropertiesMap({ fields, ctx, id }: BlockComponentProps<SoldPropertiesMapFields>) {
  const titleId = `${id}-title`;
  const title = pick(fields.main_title, ctx.locale);
  return (
    <section className={cx('section', listingBlock.section)} aria-labelledby={title ? titleId : undefined}>
      <div className="container">
        <header className={styles.header}>
          <Text as="h2" id={titleId} value={fields.main_title} ctx={ctx} className={listingBlock.title} />
        </header>
        <SoldMap filters={fields.filters} />
      </div>
    </section>
  );
}
