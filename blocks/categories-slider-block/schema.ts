import { z } from 'zod';
import { linkSchema, localizedText, richText } from '@/lib/content/fields';
import { propertyCtaItemSchema } from '../shared/items/schema';

/**
 * categories_slider_block: category cards (property_cta_item) with the live number of
 * listings of each category, filled in by the server when the page is served.
 */
export const categoriesSliderSchema = z.object({
  main_title: localizedText.optional(),
  description: richText.optional(),
  cta: linkSchema.optional(),
  categories_repeater: z.array(propertyCtaItemSchema).default([]),
});

export type CategoriesSliderFields = z.infer<typeof categoriesSliderSchema>;
