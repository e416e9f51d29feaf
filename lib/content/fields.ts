import { z } from 'zod';

// The field schemas every block shares (links, images, media, localised text): contracts of the
// page response, so they live in lib/ (lib/media and lib/content read them too).

/**
 * Zod schemas of the content types of spec 001 section 3 ("Media and link content"),
 * shared by every block schema. Localised values are objects keyed by locale.
 */
export const localized = <T extends z.ZodType>(value: T) =>
  z.object({ fr: value.optional(), en: value.optional() });

export const localizedText = localized(z.string());
export type LocalizedText = z.infer<typeof localizedText>;

/**
 * Localised text where older content stored one plain string (the footer's agency): that
 * string is read as the text of every language. The editor sees a localised field.
 */
export const localizedTextOrString = z.preprocess((value) => (typeof value === 'string' ? { fr: value, en: value } : value), localizedText);

/**
 * Localised rich text (HTML): the same shape as localizedText, but its own zod object so
 * the editor recognises it (builder/config/fields/content-kinds) and edits it with Puck's
 * rich-text field; the draft is saved sanitised and RichText sanitises again on render.
 */
export const richText = localized(z.string());

export const iconSchema = z.object({
  type: z.string(),
  font_weight: z.enum(['light', 'regular', 'solid']).optional(),
  align: z.enum(['left', 'right']).optional(),
});
export type Icon = z.infer<typeof iconSchema>;

export const linkSchema = z.object({
  target: z.enum(['_self', '_blank']).default('_self'),
  format: z
    .object({
      type: z.enum(['button', 'link', 'text']).default('button'),
      color: z.string().optional(),
      bg_color: z.string().optional(),
    })
    .optional(),
  icon: iconSchema.optional(),
  url: localizedText,
  text: localizedText,
  on_click_action: z
    .object({ action_type: z.string(), action_params: z.record(z.string(), z.unknown()).optional() })
    .nullable()
    .optional(),
});
export type Link = z.infer<typeof linkSchema>;

/**
 * One locale of an image. media_id refers to a file of the site's library (lib/media): the
 * page response then carries its current address, size and alt text (lib/media/resolve.ts),
 * so a replaced file shows everywhere without re-editing; without it, url is any address.
 */
export const mediaSchema = z.object({
  url: z.string(),
  alt: z.string().default(''),
  media_id: z.string().max(60).optional(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});

export const imageSchema = z.object({
  media: localized(mediaSchema),
  center: z.object({ x: z.number().min(0).max(100), y: z.number().min(0).max(100) }).optional(),
  filters: z
    .object({
      blur: z.number().optional(),
      brightness: z.number().optional(),
      contrast: z.number().optional(),
      opacity: z.number().optional(),
      saturate: z.number().optional(),
    })
    .optional(),
});
export type Image = z.infer<typeof imageSchema>;

export const videoSourceSchema = z.object({ url: z.string(), type: z.string().default('video/mp4') });

export const videoSchema = z.object({
  sources: z.array(videoSourceSchema).default([]),
  external_sources: z.array(z.object({ url: z.string() })).default([]),
  poster: localizedText.optional(),
  autoplay: z.boolean().default(false),
  controls: z.boolean().default(true),
  loop: z.boolean().default(true),
  muted: z.boolean().default(true),
});
export type Video = z.infer<typeof videoSchema>;

/** bg_media of heroes: an image or a video. */
export const bgMediaSchema = z.union([
  z.object({ type: z.literal('image'), image: imageSchema }),
  z.object({ type: z.literal('video'), video: videoSchema }),
]);
export type BgMedia = z.infer<typeof bgMediaSchema>;

export const listItemSchema = z.object({ icon: iconSchema.optional(), description: localizedText });
export type ListItem = z.infer<typeof listItemSchema>;

export const tagItemSchema = z.object({
  name: localizedText,
  bg_color_primary: z.string().optional(),
  text_color: z.string().optional(),
});
export type TagItem = z.infer<typeof tagItemSchema>;
