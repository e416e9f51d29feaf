import { z } from 'zod';
import { imageSchema, localizedText } from '@/lib/content/fields';
import { orientationX } from '@/blocks/shared/testimonials/schema';

export const aboutItemSchema = z.object({
  main_title: localizedText,
  description: localizedText.optional(),
});

/** highlights_block (spec 001 section 3): title, text, about items, the source of the figures, an image on one side. */
export const highlightsSchema = z.object({
  main_title: localizedText.optional(),
  description: localizedText.optional(),
  info_source: localizedText.optional(),
  image: imageSchema.optional(),
  orientation_x: orientationX,
  about_repeater: z.array(aboutItemSchema).max(12).default([]),
});
export type HighlightsFields = z.infer<typeof highlightsSchema>;
