import { z } from 'zod';
import { imageSchema, linkSchema, localizedText, richText } from '@/lib/content/fields';

export const verticalItemSchema = z.object({
  main_title: localizedText,
  description: richText.optional(),
  cta: linkSchema.optional(),
  image: imageSchema.optional(),
  /** Background colour behind the image (a CSS colour, e.g. #f3ede4). */
  image_bg_color: z.string().regex(/^#[0-9a-fA-F]{3,8}$|^$/, 'a hex colour such as #f3ede4').optional(),
});

/** multi_redirect_vertical_block (spec 001 section 3). */
export const multiRedirectVerticalSchema = z.object({
  main_title: localizedText.optional(),
  description: richText.optional(),
  cta: linkSchema.optional(),
  multi_redirect_vertical_repeater: z.array(verticalItemSchema).default([]),
});

export type MultiRedirectVerticalFields = z.infer<typeof multiRedirectVerticalSchema>;
