import { z } from 'zod';
import { localizedText, richText } from '@/lib/content/fields';

/**
 * Whether a lead form shows its consent checkboxes: the site setting
 * (metadata.contact_form.show_consent, spec 000 "Metadata", default true) decides, so changing
 * it changes every form at once; a block overrides it only through this explicit field (a
 * copy of the setting in each block would go stale the day the setting changed).
 */
export const consentOverrideField = z.enum(['show', 'hide']).optional();
export type ConsentOverride = z.infer<typeof consentOverrideField>;

/** contact_form_block (spec 000 section 10): a title, a text and the contact form. */
export const contactFormBlockSchema = z.object({
  main_title: localizedText.optional(),
  description: richText.optional(),
  /** Unset: the site's metadata.contact_form.show_consent decides (./consent.ts). */
  consent_override: consentOverrideField,
});

export type ContactFormBlockFields = z.infer<typeof contactFormBlockSchema>;
