import { z } from 'zod';
import { linkSchema, localizedText } from '@/lib/content/fields';

/** partners_block: the site's partners (from the collection, server side) with a tag filter. */
export const partnersBlockSchema = z.object({
  main_title: localizedText.optional(),
  description: localizedText.optional(),
  cta: linkSchema.optional(),
});
export type PartnersBlockFields = z.infer<typeof partnersBlockSchema>;
