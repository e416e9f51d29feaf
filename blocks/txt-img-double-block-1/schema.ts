import { z } from 'zod';
import { imageSchema, linkSchema, listItemSchema, localizedText, richText } from '@/lib/content/fields';

/**
 * Fields of txt_img_double_block_1: a text column beside a media column.
 * medias_repeater is the media_multiple_row of spec 001: one image gives the single
 * layout, two give the double layout; any further images are ignored.
 */
export const txtImgDoubleSchema = z.object({
  main_title: localizedText,
  /** Sanitised rich text HTML per locale. */
  description: richText.optional(),
  list_items_repeater: z.array(listItemSchema).default([]),
  cta_repeater: z.array(linkSchema).default([]),
  medias_repeater: z.array(imageSchema).default([]),
});

export type TxtImgDoubleFields = z.infer<typeof txtImgDoubleSchema>;
