import { z } from 'zod';
import { bgMediaSchema, iconSchema, imageSchema, linkSchema, localizedText, richText } from '@/lib/content/fields';

/** A content tab after the built-in "find a property" tab (spec 000 section 10). */
export const searchBarTabSchema = z.object({
  tab_icon: iconSchema.optional(),
  tab_title: localizedText,
  content_icon: iconSchema.optional(),
  /** Sanitised rich text HTML per locale. */
  description: richText.optional(),
  cta: linkSchema.optional(),
});

/** Fields of hero_search_bar_block (spec 001 section 3, "Hero search bar"). */
export const heroSearchBarSchema = z.object({
  align_y: z.enum(['center', 'bottom']).default('center'),
  logo: imageSchema.optional(),
  main_title: localizedText.optional(),
  sub_title: localizedText.optional(),
  under_sub_title: localizedText.optional(),
  bg_media: bgMediaSchema.optional(),
  tabs_repeater: z.array(searchBarTabSchema).default([]),
});

export type HeroSearchBarFields = z.infer<typeof heroSearchBarSchema>;
