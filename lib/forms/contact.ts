import { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales';
import { checkbox, emailField, optionalPhone, requiredText } from './fields';
import { fieldErrorsFrom, type FieldErrors } from './errors';

/** recipient_type of spec 000 section 3 "Contact message". */
export const recipientTypes = ['broker', 'administrative_team', 'executive_team', 'team', 'office'] as const;
export type RecipientType = (typeof recipientTypes)[number];

export function isRecipientType(value: unknown): value is RecipientType {
  return typeof value === 'string' && (recipientTypes as readonly string[]).includes(value);
}

/**
 * The contact form of spec 000 section 5: first name, last name, email and message are
 * required (the message is trimmed), phone is optional but must be complete when given.
 * The browser validates with it and so does the intake (lib/leads/payloads.ts).
 */
export const contactFormSchema = z.object({
  firstname: requiredText('firstname-required', 100),
  lastname: requiredText('lastname-required', 100),
  email: emailField('email-required'),
  phone: optionalPhone(),
  message: requiredText('message-required', 5000),
  consent_transaction: checkbox(),
  consent_marketing: checkbox(),
});

export type ContactFormValues = z.input<typeof contactFormSchema>;
export type ContactFormData = z.output<typeof contactFormSchema>;

export const emptyContactForm: ContactFormData = {
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
  message: '',
  consent_transaction: false,
  consent_marketing: false,
};

export function validateContactForm(values: ContactFormValues): FieldErrors {
  const result = contactFormSchema.safeParse(values);
  return result.success ? {} : fieldErrorsFrom(result.error.issues);
}

export interface Recipient {
  recipient_type: RecipientType;
  recipient_slug: string;
}

export interface ContactPayloadContext {
  locale: Locale;
  recaptchaResponse: string;
  recipient?: Recipient | null;
  consentVersion?: string;
  /** The honeypot input's value (lib/leads/README.md section 4); people leave it empty. */
  honeypot?: string;
}

/** The POST /contact fields of spec 000 section 3, from the form values. */
export function toContactPayload(values: ContactFormData, ctx: ContactPayloadContext) {
  const first = values.firstname.trim();
  const last = values.lastname.trim();
  return {
    recaptcha_response: ctx.recaptchaResponse,
    form_type: 'contact_form' as const,
    locale: ctx.locale,
    full_name: `${first} ${last}`.trim(),
    first_name: first,
    last_name: last,
    phone: values.phone.trim(),
    email: values.email.trim(),
    message: values.message.trim(),
    consent_transaction: values.consent_transaction,
    consent_marketing: values.consent_marketing,
    ...(ctx.consentVersion ? { consent_version: ctx.consentVersion } : {}),
    ...(ctx.recipient ? { recipient_type: ctx.recipient.recipient_type, recipient_slug: ctx.recipient.recipient_slug } : {}),
    website: ctx.honeypot ?? '',
  };
}

/** ?recipient_type=broker&recipient_slug=... of the contact page; null unless both are valid. */
export function recipientFromQuery(query: URLSearchParams): Recipient | null {
  const type = query.get('recipient_type');
  const slug = query.get('recipient_slug')?.trim();
  if (!isRecipientType(type) || !slug) return null;
  return { recipient_type: type, recipient_slug: slug };
}
