import { z } from 'zod';
import { iconSchema, imageSchema, linkSchema, localizedText, richText } from '@/lib/content/fields';
import { propertyTypeSchema } from '../listing-filters/schema';

/**
 * The item types of spec 001 section 2, shared by the content and media blocks' repeaters.
 */

/** icon_list_item: an icon, an optional title and a short text. */
export const iconListItemSchema = z.object({
  icon: iconSchema.optional(),
  main_title: localizedText.optional(),
  description: localizedText,
});

/** contact_info_item: a title, a text and icon links (phone, e-mail, map). */
export const contactInfoItemSchema = z.object({
  main_title: localizedText,
  description: richText.optional(),
  icon_links_repeater: z.array(linkSchema).default([]),
});

/** icon_cta_card_item (CTA card): an icon, a title, a text and its link. */
export const iconCtaCardItemSchema = z.object({
  icon: iconSchema.optional(),
  image: imageSchema.optional(),
  main_title: localizedText,
  description: richText.optional(),
  cta: linkSchema.optional(),
});

/** media_item: an image with an optional title, text and link. */
export const mediaItemSchema = z.object({
  media: imageSchema,
  main_title: localizedText.optional(),
  description: richText.optional(),
  cta: linkSchema.optional(),
});

/**
 * property_cta_item (category card): a property category that links to the search with
 * its filter; property_count is filled by the server from the listings service.
 */
export const propertyCtaItemSchema = z.object({
  main_title: localizedText,
  image: imageSchema.optional(),
  property_type: propertyTypeSchema.optional(),
  forSaleForRent: z.enum(['buy', 'rent']).optional(),
  /** Written by the server when the page is served (spec 001 "Category card"); not edited. */
  property_count: z.number().int().min(0).optional(),
});

/** text_multiple_row: a row of text (title, rich text, buttons, contact infos). */
export const textMultipleRowSchema = z.object({
  main_title: localizedText.optional(),
  description: richText.optional(),
  cta_repeater: z.array(linkSchema).default([]),
  contact_info_repeater: z.array(contactInfoItemSchema).default([]),
});

/** media_multiple_row: one media (single layout) or two (double layout). */
export const mediaMultipleRowSchema = z.object({
  medias_repeater: z.array(mediaItemSchema).max(2).default([]),
});
export type ContactInfoItem = z.infer<typeof contactInfoItemSchema>;
export type PropertyCtaItem = z.infer<typeof propertyCtaItemSchema>;
export type MediaMultipleRow = z.infer<typeof mediaMultipleRowSchema>;

/** media_multiple_row layout: single for one media, double for two. */
export const mediaRowLayout = (row: MediaMultipleRow): 'single' | 'double' => (row.medias_repeater.length >= 2 ? 'double' : 'single');
