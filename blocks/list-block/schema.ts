import { z } from 'zod';
import { linkSchema, localizedText, richText } from '@/lib/content/fields';

export const listItemEntrySchema = z.object({ main_title: localizedText, description: richText.optional() });

/** list_block (spec 001 section 3): ordered (01, 02, ... prefixes) or unordered list. */
export const listBlockSchema = z.object({
  ordered: z.boolean().default(true),
  main_title: localizedText.optional(),
  description: richText.optional(),
  cta: linkSchema.optional(),
  list_repeater: z.array(listItemEntrySchema).default([]),
});

export type ListBlockFields = z.infer<typeof listBlockSchema>;
