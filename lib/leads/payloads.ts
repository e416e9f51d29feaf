import { z } from 'zod';
import { isLocale } from '@/lib/i18n/locales';
import {
  flag,
  optionalBoolean,
  optionalChoice,
  optionalInt,
  optionalPhone,
  optionalText,
  requiredArea,
  requiredChoice,
  requiredEmail,
  requiredInt,
  requiredMunicipalities,
  requiredPhone,
  requiredPostalCode,
  requiredText,
  requiredYear,
} from './payload-fields';

export { EMAIL_PATTERN, PHONE_PATTERN, POSTAL_CODE_PATTERN } from './payload-fields';
export { fieldErrors } from './field-errors';

/**
 * The lead payloads of spec 000 section 7 (contact) and spec 001 section 7 (alert,
 * valuation), one schema per form_type. Browser-safe: the forms validate with these
 * before submitting, the intake validates with them again. Messages are `leads` keys.
 */

export const LEAD_FORM_TYPES = ['contact_form', 'property_alert', 'property_valuation'] as const;
export type LeadFormType = (typeof LEAD_FORM_TYPES)[number];

export const RECIPIENT_TYPES = ['broker', 'administrative_team', 'executive_team', 'team', 'office'] as const;
export type RecipientType = (typeof RECIPIENT_TYPES)[number];

export const CONTACT_METHODS = ['phone', 'email', 'text'] as const;
export const MOVING_TIMEFRAMES = ['0-60-days', '60-120-days', '4-8-months', 'more-than-8-months'] as const;
export const CLIENT_SITUATIONS = ['owner', 'tenant', 'parents', 'abroad', 'other'] as const;

/** Fields every form sends. The captcha token is checked by the intake, not here. */
const commonFields = {
  recaptcha_response: z.preprocess((value) => value ?? '', z.string().max(20_000, 'validation.too-long')),
  locale: z.preprocess((value) => (isLocale(value) ? value : 'fr'), z.enum(['fr', 'en'])),
  full_name: optionalText(200),
  first_name: requiredText('validation.first-name-required', 100),
  last_name: requiredText('validation.last-name-required', 100),
  email: requiredEmail(),
  consent_transaction: flag(),
  consent_marketing: flag(),
  /** Version of the consent texts the visitor saw (lib/leads/consent.ts). */
  consent_version: optionalText(40),
  /** Honeypot: real visitors never fill it (see README §4). */
  website: z.unknown().optional(),
};

export const contactPayloadSchema = z.object({
  ...commonFields,
  form_type: z.literal('contact_form'),
  phone: optionalPhone(),
  message: requiredText('validation.message-required', 5000),
  recipient_type: optionalChoice(RECIPIENT_TYPES),
  recipient_slug: optionalText(120),
});

/** Contact and address fields of both multi-step forms (their steps 5-7). */
const propertyFormFields = {
  ...commonFields,
  phone: requiredPhone(),
  preferred_method_of_contact: requiredChoice(CONTACT_METHODS),
  address: requiredText('validation.required-field', 200),
  postal_code: requiredPostalCode(),
  city: requiredText('validation.required-field', 120),
  province: optionalText(120),
  country: optionalText(120),
  municipality: requiredMunicipalities(),
};

export const propertyAlertPayloadSchema = z.object({
  ...propertyFormFields,
  form_type: z.literal('property_alert'),
  property_type: optionalText(60),
  current_client_situation: requiredChoice(CLIENT_SITUATIONS),
  desired_moving_timeframe: requiredChoice(MOVING_TIMEFRAMES),
  budget_min: optionalInt(0, 1_000_000_000),
  budget_max: optionalInt(0, 1_000_000_000),
  nb_bedrooms: requiredInt(0, 99),
  nb_bathrooms: requiredInt(0, 99),
});

export const propertyValuationPayloadSchema = z.object({
  ...propertyFormFields,
  form_type: z.literal('property_valuation'),
  property_type: requiredText('validation.required-field', 60),
  year_of_construction: requiredYear(),
  nb_bedrooms: requiredInt(0, 99),
  nb_bathrooms: requiredInt(0, 99),
  nb_parking: requiredInt(0, 99),
  nb_garage: requiredInt(0, 99),
  living_area: requiredArea(),
  land_area: requiredArea(),
  evaluation_report: optionalBoolean(),
  availability_of_report: optionalBoolean(),
  reason_for_sale: optionalText(2000),
  renos_and_improvments: optionalText(2000),
});

/**
 * Any lead, by form_type, with the cross-field rules. (The three objects above carry no
 * refinements so that forms can .pick() the fields of one step.)
 */
export const leadPayloadSchema = z
  .discriminatedUnion('form_type', [contactPayloadSchema, propertyAlertPayloadSchema, propertyValuationPayloadSchema], {
    error: 'validation.form-type-unknown',
  })
  .superRefine((payload, ctx) => {
    if (payload.form_type === 'contact_form') {
      if (payload.recipient_type && !payload.recipient_slug) {
        ctx.addIssue({ code: 'custom', path: ['recipient_slug'], message: 'validation.required' });
      }
      if (payload.recipient_slug && !payload.recipient_type) {
        ctx.addIssue({ code: 'custom', path: ['recipient_type'], message: 'validation.required' });
      }
    }
    if (payload.form_type === 'property_alert') {
      const { budget_min: min, budget_max: max } = payload;
      if (min !== undefined && max !== undefined && max < min) {
        ctx.addIssue({ code: 'custom', path: ['budget_max'], message: 'validation.budget-range' });
      }
    }
  });

export type ContactPayload = z.infer<typeof contactPayloadSchema>;
export type PropertyAlertPayload = z.infer<typeof propertyAlertPayloadSchema>;
export type PropertyValuationPayload = z.infer<typeof propertyValuationPayloadSchema>;
export type LeadPayload = z.infer<typeof leadPayloadSchema>;
