import { z } from 'zod';
import { imageSchema, localizedText } from '@/lib/content/fields';
import { consentOverrideField } from '@/blocks/contact-form-block/schema';

/**
 * Fields shared by property_alert_block and property_valuation_block (spec 001 section 2
 * "Multi-step forms"): the intro (badge, title, description, start button), the side
 * media and the success message. Empty texts fall back to the forms' default texts.
 */
export const multiStepFormFields = {
  badge_text: localizedText.optional(),
  main_title: localizedText.optional(),
  description: localizedText.optional(),
  start_button_text: localizedText.optional(),
  side_media: imageSchema.optional(),
  success_title: localizedText.optional(),
  success_message: localizedText.optional(),
  /** Consent checkboxes on the last step; unset: the site's metadata.contact_form.show_consent decides. */
  consent_override: consentOverrideField,
};

export const multiStepFormSchema = z.object(multiStepFormFields);
export type MultiStepFormFields = z.infer<typeof multiStepFormSchema>;

/** Texts the client form shows, resolved on the server in the page language. */
export interface MultiStepTexts {
  badge: string;
  title: string;
  description: string;
  start: string;
  successTitle: string;
  successMessage: string;
}
