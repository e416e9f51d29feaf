import { z } from 'zod';
import { localizedText } from '@/blocks/shared/fields';
import { PROPERTY_TYPES } from '@/lib/listings/property-types';

/** Which sold listings the map shows: every one by default, or some municipalities or one type. */
export const soldPropertiesMapFiltersSchema = z.object({
  /** 5-digit MUN_CODEs. */
  mun: z.array(z.string().regex(/^\d{5}$/)).optional(),
  type: z.enum(PROPERTY_TYPES).optional(),
});
export type SoldPropertiesMapFilters = z.infer<typeof soldPropertiesMapFiltersSchema>;

/** sold_properties_map_block: a title, the number of sold listings and a map of them. */
export const soldPropertiesMapSchema = z.object({
  main_title: localizedText.optional(),
  filters: soldPropertiesMapFiltersSchema.default({}),
});
export type SoldPropertiesMapFields = z.infer<typeof soldPropertiesMapSchema>;
