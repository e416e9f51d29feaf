import { z } from 'zod';
import { municipalityCodesSchema, propertyTypeSchema } from '@/blocks/shared/listing-filters/schema';
import { linkSchema, localizedText } from '@/lib/content/fields';

/** Which listings the block shows: a subset of the search filters, chosen by the editor. */
export const propertiesBlockFiltersSchema = z.object({
  mun: municipalityCodesSchema.optional(),
  type: propertyTypeSchema.optional(),
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
