import { z } from 'zod';
import { bgMediaSchema, linkSchema, localizedText, richText } from '@/lib/content/fields';

/** Fields of hero_content_2: full-bleed background media under a text box. */
export const heroContent2Schema = z.object({
  main_title: localizedText,
  sub_title: localizedText.optional(),
  /** Sanitised rich text HTML per locale. */
  description: richText.optional(),
  cta_repeater: z.array(linkSchema).default([]),
  /** Without media the block paints an accent gradient instead. */
  bg_media: bgMediaSchema.optional(),
});

export type HeroContent2Fields = z.infer<typeof heroContent2Schema>;
