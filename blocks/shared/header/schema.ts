import { z } from 'zod';
import { imageSchema, linkSchema, localizedText } from '@/lib/content/fields';

/**
 * Field schemas shared by the three headers (spec 000 section 10). Repeater items are
 * objects, as the CMS stores them: a sub-menu entry is `{ menu_link }`.
 */
export const subMenuItemSchema = z.object({ menu_link: linkSchema });

/** A megamenu group: a link with a featured image, a title and a description. */
export const menuGroupSchema = z.object({
  menu_link: linkSchema,
  featured_image: imageSchema.optional(),
  main_title: localizedText.optional(),
  description: localizedText.optional(),
});
export type MenuGroup = z.infer<typeof menuGroupSchema>;

/** A top-level nav entry: a link, optionally with a popup sub-menu. */
export const menuItemSchema = z.object({
  menu_link: linkSchema,
  sub_menu_repeater: z.array(subMenuItemSchema).default([]),
});

/** Megamenu entries may carry groups instead of (or besides) a plain sub-menu. */
export const megaMenuItemSchema = menuItemSchema.extend({
  menu_group_repeater: z.array(menuGroupSchema).default([]),
});

/** Links of the super-header row above the main bar. */
export const supSectionSchema = z.object({ menu_link: linkSchema });

export const headerOrientation = ['center', 'left'] as const;

/** Fields every header has. */
export const headerBaseShape = {
  logo_image_light: imageSchema.optional(),
  logo_image_dark: imageSchema.optional(),
  /** Scales the logo height (1 = the default 40 px). */
  logo_multiplier: z.number().min(0.5).max(3).default(1),
  cta_button: linkSchema.optional(),
  /** Shown on mobile only. */
  cta_sms: linkSchema.optional(),
};

/**
 * What the shared header renders: the union of the three headers' fields, optional
 * where a header does not have them.
 */
export interface HeaderFields {
  logo_image_light?: z.infer<typeof imageSchema>;
  logo_image_dark?: z.infer<typeof imageSchema>;
  logo_multiplier: number;
  cta_button?: z.infer<typeof linkSchema>;
  cta_sms?: z.infer<typeof linkSchema>;
  menu_repeater: (z.infer<typeof menuItemSchema> & { menu_group_repeater?: MenuGroup[] })[];
  sup_sections_repeater?: z.infer<typeof supSectionSchema>[];
  show_remax_logo?: boolean;
}
