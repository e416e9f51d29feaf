import { z } from 'zod';
import { imageSchema, linkSchema, localizedText, richText } from '@/lib/content/fields';

/** cta_block: a call-to-action band (title, text, up to two buttons, optional image). */
export const ctaBlockSchema = z.object({
  main_title: localizedText.optional(),
  description: richText.optional(),
  /** The first link is the primary button, the second the secondary; others are ignored. */
  cta_repeater: z.array(linkSchema).default([]),
  image: imageSchema.optional(),
  /** Side of the text: centered, or left/right with the image (or the buttons) opposite. */
  orientation_x: z.enum(['center', 'left', 'right']).default('center'),
});

export type CtaBlockFields = z.infer<typeof ctaBlockSchema>;
