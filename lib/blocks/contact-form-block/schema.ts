import { z } from 'zod';
import { localizedText, richText } from '@/lib/cms/fields';
import { consentOverrideField } from './consent';

/** contact_form_block (spec 000 section 10): a title, a text and the contact form. */
export const contactFormBlockSchema = z.object({
  main_title: localizedText.optional(),
  description: richText.optional(),
  /** Unset: the site's metadata.contact_form.show_consent decides (./consent.ts). */
  consent_override: consentOverrideField,
});

export type ContactFormBlockFields = z.infer<typeof contactFormBlockSchema>;
