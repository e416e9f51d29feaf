import { z } from 'zod';
import { iconSchema, imageSchema, linkSchema, localizedText, richText } from '@/lib/content/fields';

/** multi_redirect_item: a card with an icon or an image, a text and a call to action. */
export const iconItemSchema = z.object({
  main_title: localizedText,
  description: richText.optional(),
  cta: linkSchema.optional(),
  icon: iconSchema.optional(),
  image: imageSchema.optional(),
});

export const multiRedirectIconSchema = z.object({
  main_title: localizedText.optional(),
  description: richText.optional(),
  multi_redirect_repeater: z.array(iconItemSchema).default([]),
});

export type MultiRedirectIconFields = z.infer<typeof multiRedirectIconSchema>;
