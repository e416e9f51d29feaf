import type { BlockComponentProps } from '@/blocks/types';
import { CmsLink } from '@/blocks/shared/content/CmsLink';
import { Text } from '@/blocks/shared/content/Text';
import { cx } from '@/blocks/shared/content/cx';
import { pick } from '@/lib/i18n/locales';
import { PropertiesSliderListings } from './PropertiesSlider.client';
import type { PropertiesSliderFields } from './schema';
import listingBlock from '../properties-block/styles.module.css';

/**
 * properties_slider_block: a header (title, call to action), then a slider of the newest
 * listings matching the editor's filters, 3 per view on desktop. Listings load in the
 * browser from the properties endpoint, like the properties block.
 */
export function PropertiesSlider({ fields, ctx, id }: BlockComponentProps<PropertiesSliderFields>) {
  const titleId = `${id}-title`;
  const title = pick(fields.main_title, ctx.locale);
  return (
    <section className={cx('section', listingBlock.section)} aria-labelledby={title ? titleId : undefined}>
      <div className="container">
        <header className={listingBlock.header}>
          <Text as="h2" id={titleId} value={fields.main_title} ctx={ctx} className={listingBlock.title} />
          <CmsLink link={fields.cta} ctx={ctx} variant="secondary" />
        </header>
        <PropertiesSliderListings filters={fields.filters} locale={ctx.locale} searchPath={ctx.routes.properties} label={title ?? null} />
      </div>
    </section>
  );
}
