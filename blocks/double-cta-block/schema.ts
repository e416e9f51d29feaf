import { z } from 'zod';
import { imageSchema, linkSchema, localizedText, richText } from '@/lib/content/fields';

export const doubleCtaItemSchema = z.object({
  image: imageSchema.optional(),
  main_title: localizedText.optional(),
  description: richText.optional(),
  cta: linkSchema.optional(),
});

/** double_cta_block: two calls to action side by side (only the first two items show). */
export const doubleCtaBlockSchema = z.object({
  double_cta_repeater: z.array(doubleCtaItemSchema).default([]),
});

export type DoubleCtaItem = z.infer<typeof doubleCtaItemSchema>;
export type DoubleCtaBlockFields = z.infer<typeof doubleCtaBlockSchema>;
