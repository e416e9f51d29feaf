import { z } from 'zod';
import { linkSchema, localizedText } from '@/blocks/shared/fields';
import { PROPERTY_TYPES } from '@/lib/listings/property-types';

/** Which listings the block shows: a subset of the search filters, chosen by the editor. */
export const propertiesBlockFiltersSchema = z.object({
  /** 5-digit MUN_CODEs. */
  mun: z.array(z.string().regex(/^\d{5}$/)).optional(),
  type: z.enum(PROPERTY_TYPES).optional(),
  forSaleForRent: z.enum(['buy', 'rent']).optional(),
  open_house: z.boolean().optional(),
  limit: z.number().int().min(1).max(24).default(6),
});
export type PropertiesBlockFilters = z.infer<typeof propertiesBlockFiltersSchema>;

/** properties_block: title, call to action, and the newest listings matching the filters with a map. */
export const propertiesBlockSchema = z.object({
  main_title: localizedText.optional(),
  cta: linkSchema.optional(),
  filters: propertiesBlockFiltersSchema.default({ limit: 6 }),
});
export type PropertiesBlockFields = z.infer<typeof propertiesBlockSchema>;
