import type { BlockComponentProps } from '@/blocks/types';
import { ListingsSection } from '@/blocks/properties-block/ListingsSection';
import { pick } from '@/lib/i18n/locales';
import { PropertiesSliderListings } from './PropertiesSlider.lazy';
import type { PropertiesSliderFields } from '@/blocks/properties-slider-block/schema';

/**
 * properties_slider_block: a header (title, call to action), then a slider of the newest
 * listings matching the editor's filters, 3 per view on desktop. Listings load in the
 * browser from the properties endpoint, like the properties block.
 */
export function PropertiesSlider({ fields, ctx, id }: BlockComponentProps<PropertiesSliderFields>) {
  return (
    <ListingsSection id={id} ctx={ctx} title={fields.main_title} cta={fields.cta}>
      <PropertiesSliderListings
        filters={fields.filters}
        locale={ctx.locale}
        searchPath={ctx.routes.properties}
        label={pick(fields.main_title, ctx.locale) ?? null}
      />
    </ListingsSection>
  );
}
