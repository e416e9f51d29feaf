import { z } from 'zod';
import { bgMediaSchema, linkSchema, localizedText, richText } from '@/lib/content/fields';

/** hero_item: one slide of the hero slider. */
export const heroItemSchema = z.object({
  bg_media: bgMediaSchema.optional(),
  main_title: localizedText,
  description: richText.optional(),
  cta_repeater: z.array(linkSchema).default([]),
});

/** hero_slider_block (spec 001 section 3): slides, and the next-slide thumbnail (default shown). */
export const heroSliderSchema = z.object({
  hero_repeater: z.array(heroItemSchema).min(1).default([]),
  show_preview: z.boolean().default(true),
});

export type HeroItem = z.infer<typeof heroItemSchema>;
export type HeroSliderFields = z.infer<typeof heroSliderSchema>;
