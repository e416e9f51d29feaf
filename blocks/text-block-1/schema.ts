import { z } from 'zod';
import { linkSchema, localizedText, richText } from '@/lib/content/fields';

/** Fields of text_block_1: a title and long-form rich text in one readable column. */
export const textBlock1Schema = z.object({
  main_title: localizedText.optional(),
  /** Sanitised rich text HTML per locale. */
  description: richText,
  cta_repeater: z.array(linkSchema).default([]),
});

export type TextBlock1Fields = z.infer<typeof textBlock1Schema>;
