import type { BlockComponentProps } from '@/blocks/types';
import { ListingsSection } from './ListingsSection';
import { PropertiesListings } from './PropertiesListings.lazy';
import type { PropertiesBlockFields } from '@/blocks/properties-block/schema';

/**
 * properties_block: a header (title, call to action), then the newest listings matching
 * the editor's filters with a map. Listings load in the browser from the properties endpoint.
 */
export function PropertiesBlock({ fields, ctx, id }: BlockComponentProps<PropertiesBlockFields>) {
  return (
    <ListingsSection id={id} ctx={ctx} title={fields.main_title} cta={fields.cta}>
      <PropertiesListings filters={fields.filters} locale={ctx.locale} searchPath={ctx.routes.properties} />
    </ListingsSection>
  );
}
