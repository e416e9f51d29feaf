import { z } from 'zod';
import { imageSchema, linkSchema, localizedText, richText } from '@/lib/content/fields';

/** multi_redirect_numbered_item: a numbered card (its number is its position). */
export const numberedItemSchema = z.object({
  main_title: localizedText,
  description: richText.optional(),
  image: imageSchema.optional(),
  link: linkSchema.optional(),
  /** Per-item override of the block's show_number. */
  show_number: z.boolean().optional(),
});

export const multiRedirectNumberedSchema = z.object({
  main_title: localizedText.optional(),
  description: richText.optional(),
  show_number: z.boolean().default(true),
  multi_redirect_repeater: z.array(numberedItemSchema).default([]),
});

export type MultiRedirectNumberedFields = z.infer<typeof multiRedirectNumberedSchema>;
