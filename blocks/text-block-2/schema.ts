import { z } from 'zod';
import { linkSchema, localizedText, richText } from '@/lib/content/fields';

/** Fields of text_block_2: an introduction with optional eyebrow, title, text and calls to action. */
export const textBlock2Schema = z.object({
  super_title: localizedText.optional(),
  main_title: localizedText,
  /** Sanitised rich text HTML per locale. */
  description: richText.optional(),
  cta_repeater: z.array(linkSchema).default([]),
});

export type TextBlock2Fields = z.infer<typeof textBlock2Schema>;
