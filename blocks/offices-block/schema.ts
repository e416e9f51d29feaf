import { z } from 'zod';
import { linkSchema, localizedText } from '@/lib/content/fields';
import { officeSlugsField } from '@/blocks/shared/places/schema';

/**
 * offices_block: a grid of office cards. The offices come from the collection when the
 * page is built (server core data); the page keeps only these settings.
 */
export const officesBlockSchema = z.object({
  main_title: localizedText.optional(),
  description: localizedText.optional(),
  office_slugs: officeSlugsField,
  cta: linkSchema.optional(),
});
export type OfficesBlockFields = z.infer<typeof officesBlockSchema>;
