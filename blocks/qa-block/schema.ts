import { z } from 'zod';
import { iconSchema, localizedText } from '@/lib/content/fields';

/** Q&A item (spec 001 section 3): icon, question (main_title), answer (rich text description). */
export const qaItemSchema = z.object({
  icon: iconSchema.optional(),
  main_title: localizedText,
  description: localizedText,
});

/** qa_block: a Q&A accordion, published to search engines as an FAQPage. */
export const qaSchema = z.object({
  main_title: localizedText.optional(),
  description: localizedText.optional(),
  qa_repeater: z.array(qaItemSchema).max(60).default([]),
});
export type QaFields = z.infer<typeof qaSchema>;
