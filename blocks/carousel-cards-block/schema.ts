import { z } from 'zod';
import { linkSchema, localizedText, richText } from '@/lib/content/fields';
import { iconCtaCardItemSchema } from '../shared/items/schema';

/** carousel_cards_block: cards (icon_cta_card_item) in a carousel stepping 3 at a time. */
export const carouselCardsSchema = z.object({
  main_title: localizedText.optional(),
  description: richText.optional(),
  cta: linkSchema.optional(),
  /** Cards separated by a gutter (24 px, 48 px from 1680 px) or touching. */
  separated: z.boolean().default(true),
  cards_repeater: z.array(iconCtaCardItemSchema).default([]),
});

export type CarouselCardsFields = z.infer<typeof carouselCardsSchema>;
