import type { BlockComponentProps } from '@/blocks/types';
import { CmsLink } from '@/blocks/shared/content/CmsLink';
import { Text } from '@/blocks/shared/content/Text';
import { cx } from '@/blocks/shared/content/cx';
import { pick } from '@/lib/i18n/locales';
import { PropertiesListings } from './PropertiesListings.client';
import type { PropertiesBlockFields } from './schema';
import styles from './styles.module.css';

/**
 * properties_block: a header (title, call to action), then the newest listings matching
 * the editor's filters with a map. Listings load in the browser from the properties endpoint.
 */
export function PropertiesBlock({ fields, ctx, id }: BlockComponentProps<PropertiesBlockFields>) {
  const titleId = `${id}-title`;
  const title = pick(fields.main_title, ctx.locale);
  return (
    <section className={cx('section', styles.section)} aria-labelledby={title ? titleId : undefined}>
      <div className="container">
        <header className={styles.header}>
          <Text as="h2" id={titleId} value={fields.main_title} ctx={ctx} className={styles.title} />
          <CmsLink link={fields.cta} ctx={ctx} variant="secondary" />
        </header>
        <PropertiesListings filters={fields.filters} locale={ctx.locale} searchPath={ctx.routes.properties} />
      </div>
    </section>
  );
}
