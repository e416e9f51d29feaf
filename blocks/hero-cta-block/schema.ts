import { z } from 'zod';
import { bgMediaSchema, imageSchema, linkSchema, localizedText } from '@/lib/content/fields';

/** Fields of hero_cta_block: a viewport-high hero with logo, titles and buttons over media. */
export const heroCtaSchema = z.object({
  logo: imageSchema.optional(),
  super_title: localizedText.optional(),
  main_title: localizedText,
  sub_title: localizedText.optional(),
  cta_repeater: z.array(linkSchema).default([]),
  /** Without media the block paints an accent gradient instead. */
  bg_media: bgMediaSchema.optional(),
});

export type HeroCtaFields = z.infer<typeof heroCtaSchema>;
