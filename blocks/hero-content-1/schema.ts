import { z } from 'zod';
import { imageSchema, linkSchema, localizedText, richText } from '@/lib/content/fields';

/** Fields of hero_content_1: an image beside a title, rich text and calls to action. */
export const heroContent1Schema = z.object({
  super_title: localizedText.optional(),
  main_title: localizedText,
  /** Sanitised rich text HTML per locale. */
  description: richText.optional(),
  cta_repeater: z.array(linkSchema).default([]),
  /** Optional so a half-filled block still renders (text only) in the editor. */
  image: imageSchema.optional(),
});

export type HeroContent1Fields = z.infer<typeof heroContent1Schema>;
