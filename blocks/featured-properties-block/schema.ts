import { z } from 'zod';
import { bgMediaSchema, linkSchema, listItemSchema, localizedText, tagItemSchema } from '@/lib/content/fields';

/** One curated property of the carousel (spec 001 "Featured properties"). */
export const featuredPropertyItemSchema = z.object({
  super_title: localizedText.optional(),
  main_title: localizedText.optional(),
  sub_title: localizedText.optional(),
  secondary_title: localizedText.optional(),
  bg_media: bgMediaSchema.optional(),
  link: linkSchema.optional(),
  tags_repeater: z.array(tagItemSchema).default([]),
  list_items_repeater: z.array(listItemSchema).default([]),
});
export type FeaturedPropertyItem = z.infer<typeof featuredPropertyItemSchema>;

/** featured_properties_block: a title, a call to action and a carousel of editor-picked properties. */
export const featuredPropertiesSchema = z.object({
  main_title: localizedText.optional(),
  cta: linkSchema.optional(),
  items: z.array(featuredPropertyItemSchema).default([]),
});
export type FeaturedPropertiesFields = z.infer<typeof featuredPropertiesSchema>;
