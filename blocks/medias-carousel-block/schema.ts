import { z } from 'zod';
import { imageSchema, linkSchema, localizedText, richText } from '@/lib/content/fields';

export const carouselItemSchema = z.object({
  main_title: localizedText.optional(),
  description: richText.optional(),
  cta: linkSchema.optional(),
  media: imageSchema,
});

/** medias_carousel_block (spec 001 section 3): one media per slide, text on the orientation_x side. */
export const mediasCarouselSchema = z.object({
  orientation_x: z.enum(['left', 'right']).default('left'),
  carousel_repeater: z.array(carouselItemSchema).default([]),
});

export type MediasCarouselFields = z.infer<typeof mediasCarouselSchema>;
