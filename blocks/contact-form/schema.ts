import { z } from 'zod';
import { localizedText } from '@/blocks/shared/fields';

/** contact_form_block (spec 000 section 10): a title, a text and the contact form. */
export const contactFormBlockSchema = z.object({
  main_title: localizedText.optional(),
  description: localizedText.optional(),
  /**
   * Mirrors metadata.contact_form.show_consent (default true): blocks do not see the
   * page metadata, so the page (or the seed) sets it here.
   */
  show_consent: z.boolean().default(true),
});

export type ContactFormBlockFields = z.infer<typeof contactFormBlockSchema>;
