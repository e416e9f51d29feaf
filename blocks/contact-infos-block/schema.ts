import { z } from 'zod';
import { linkSchema, localizedText, richText } from '@/lib/content/fields';

/** contact_infos_block (spec 000 section 10): a title, a text and icon links (phone, email, address...). */
export const contactInfosSchema = z.object({
  main_title: localizedText.optional(),
  description: richText.optional(),
  icon_links_repeater: z.array(z.object({ icon_link: linkSchema })).default([]),
});

export type ContactInfosFields = z.infer<typeof contactInfosSchema>;
