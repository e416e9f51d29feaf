import { z } from 'zod';
import { imageSchema, localizedText, richText } from '@/lib/content/fields';
import { consentOverrideField } from '@/blocks/contact-form-block/schema';

/** landing_hero_block (spec 000 section 10): text beside a contact form with an avatar and a title. */
export const landingHeroSchema = z.object({
  super_title: localizedText.optional(),
  main_title: localizedText.optional(),
  description: richText.optional(),
  /** The broker's (or team's) photo above the form. */
  form_avatar: imageSchema.optional(),
  /** The brand logo, forced as the avatar on agency sites. */
  brand_logo: imageSchema.optional(),
  /** Overrides the default form title. */
  form_title: localizedText.optional(),
  /** Unset: the site's metadata.contact_form.show_consent decides. */
  consent_override: consentOverrideField,
});

export type LandingHeroFields = z.infer<typeof landingHeroSchema>;
