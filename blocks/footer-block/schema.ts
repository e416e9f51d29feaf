import { z } from 'zod';
import { imageSchema, linkSchema, localizedText, localizedTextOrString } from '@/lib/content/fields';

/** A footer menu: a heading link and its links (repeater items are objects, as stored). */
export const footerMenuSchema = z.object({
  menu_item: z.object({
    menu_link: linkSchema,
    sub_menu_repeater: z.array(z.object({ menu_link: linkSchema })).default([]),
  }),
});

/** A social link: a link whose icon (facebook, instagram, ...) is what shows. */
export const iconLinkSchema = z.object({ icon_link: linkSchema });

/** Footer (spec 000 section 10). */
export const footerSchema = z.object({
  /** The site's name and tagline in the copyright (a plain string in older content). */
  agency: localizedTextOrString.default({}),
  all_rights_reserved: localizedText.optional(),
  logo_image_light: imageSchema.optional(),
  logo_image_dark: imageSchema.optional(),
  cta: linkSchema.optional(),
  icon_links_repeater: z.array(iconLinkSchema).default([]),
  menu_repeater: z.array(footerMenuSchema).default([]),
});
export type FooterFields = z.infer<typeof footerSchema>;
