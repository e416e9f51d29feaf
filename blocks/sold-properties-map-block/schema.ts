import { z } from 'zod';
import { municipalityCodesSchema, propertyTypeSchema } from '@/blocks/shared/listing-filters/schema';
import { localizedText } from '@/lib/content/fields';
import type { ListingItem } from '@/lib/listing-search/types';

/** Which sold listings the map shows: every one by default, or some municipalities or one type. */
export const soldPropertiesMapFiltersSchema = z.object({
  mun: municipalityCodesSchema.optional(),
  type: propertyTypeSchema.optional(),
});
export type SoldPropertiesMapFilters = z.infer<typeof soldPropertiesMapFiltersSchema>;

/** sold_properties_map_block: a title, the number of sold listings and a map of them. */
export const soldPropertiesMapSchema = z.object({
  main_title: localizedText.optional(),
  filters: soldPropertiesMapFiltersSchema.default({}),
  /**
   * Filled in by the server when the page response is built (lib/listings/block-data.ts),
   * never saved with the page: the most recent sales, listed under the map in the server HTML.
   */
  recent_sales: z.custom<ListingItem[]>().optional(),
});
export type SoldPropertiesMapFields = z.infer<typeof soldPropertiesMapSchema>;
