import { z } from 'zod';
import { localizedText, richText } from '@/lib/content/fields';
import { mediaMultipleRowSchema, textMultipleRowSchema } from '../shared/items/schema';

/** One row: a text_multiple_row beside a media_multiple_row. */
export const multipleRowSchema = z.object({
  text_row: textMultipleRowSchema,
  media_row: mediaMultipleRowSchema,
  orientation_x: z.enum(['left', 'right']).default('left'),
});

/** text_img_multiple_block_1: a header, then rows of text and media. */
export const textImgMultipleSchema = z.object({
  main_title: localizedText.optional(),
  description: richText.optional(),
  rows_repeater: z.array(multipleRowSchema).default([]),
});

export type TextImgMultipleFields = z.infer<typeof textImgMultipleSchema>;
