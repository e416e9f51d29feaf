import { z } from 'zod';
import { imageSchema, linkSchema, localizedText, richText } from '@/lib/content/fields';

/** image_text_block (spec 001 section 3): an image beside a title, rich text and buttons. */
export const imageTextSchema = z.object({
  main_title: localizedText.optional(),
  description: richText.optional(),
  block_image: imageSchema.optional(),
  cta_repeater: z.array(linkSchema).default([]),
  orientation_x: z.enum(['left', 'right']).default('left'),
});

export type ImageTextFields = z.infer<typeof imageTextSchema>;
