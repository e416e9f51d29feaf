import { z } from 'zod';
import { bgMediaSchema, linkSchema, localizedText, richText } from '@/lib/content/fields';
import { iconListItemSchema } from '../shared/items/schema';

/** hero_infos_block (hero cta infos, spec 001 section 3). */
export const heroInfosSchema = z.object({
  align_y: z.enum(['center', 'bottom']).default('center'),
  orientation_x: z.enum(['left', 'right']).default('left'),
  super_title: localizedText.optional(),
  main_title: localizedText,
  sub_title: richText.optional(),
  list_items_repeater: z.array(iconListItemSchema).default([]),
  /** Icon links (phone, e-mail, social): each link's icon shows, its text is the label. */
  icon_links_repeater: z.array(linkSchema).default([]),
  cta_repeater: z.array(linkSchema).default([]),
  bg_media: bgMediaSchema.optional(),
});

export type HeroInfosFields = z.infer<typeof heroInfosSchema>;
