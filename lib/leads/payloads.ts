import { z } from 'zod';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { contactFormSchema, recipientTypes, toContactPayload, type ContactFormData } from '@/lib/forms/contact';
import { isFormErrorCode, type FormErrorCode } from '@/lib/forms/errors';
import { optionalText, requiredOr } from '@/lib/forms/fields';
import { formFieldOfPayloadField } from '@/lib/forms/payload-fields';
import { alertFormSchema, toAlertPayload, type AlertFormValues } from '@/lib/forms/property-alert';
import { toValuationPayload, valuationFormSchema, type ValuationFormValues } from '@/lib/forms/property-valuation';
import * as wire from './payload-fields';

export { fieldErrors } from './field-errors';

/**
 * The lead payloads of spec 000 section 7 (contact) and spec 001 section 7 (alert,
 * valuation). There is ONE set of rules per form: the form's own zod schema in lib/forms,
 * the one the browser validates with. A payload is read back into form values (payload
 * names -> form names, wire strings -> numbers and booleans), checked with that schema,
 * its issues reported under the payload's field names, then turned into the canonical
 * payload by the very function the browser sends with (toContactPayload, ...). Issue
 * messages are the forms' error codes (`forms.errors.*`), translated by the intake.
 */

export const LEAD_FORM_TYPES = ['contact_form', 'property_alert', 'property_valuation'] as const;
export type LeadFormType = (typeof LEAD_FORM_TYPES)[number];

/** Payload-only fields (not inputs of a form). The captcha token is checked by the intake. */
const envelopeSchema = z.object({
  recaptcha_response: z.preprocess((value) => value ?? '', z.string({ error: 'invalid-format' }).max(20_000, { error: 'too-long' })),
  locale: z.preprocess((value): Locale => (isLocale(value) ? value : 'fr'), z.enum(['fr', 'en'])),
  /** Version of the consent texts the visitor saw (lib/leads/consent.ts); absent when hidden. */
  consent_version: z.preprocess(wire.absent, optionalText(40)),
  /** Honeypot: real visitors never fill it (see README §4); the intake looks at it first. */
  website: z.unknown().optional(),
});

const recipientSchema = z.object({
  recipient_type: z.preprocess(wire.absent, z.enum(recipientTypes, { error: requiredOr('required') }).optional()),
  recipient_slug: z.preprocess(wire.absent, optionalText(120)),
});

type Envelope = z.output<typeof envelopeSchema>;

/** How one form_type maps onto its form: names, coercions and the way back. */
interface FormAdapter<V, P> {
  form: z.ZodType<V>;
  toForm(raw: Record<string, unknown>): Record<string, unknown>;
  toPayload(values: V, envelope: Envelope, raw: Record<string, unknown>, ctx: z.RefinementCtx): P;
}

const personFields = (raw: Record<string, unknown>) => ({
  firstname: wire.text(raw.first_name),
  lastname: wire.text(raw.last_name),
  email: wire.text(raw.email),
  phone: wire.phone(raw.phone),
  consent_transaction: wire.boolean(raw.consent_transaction),
  consent_marketing: wire.boolean(raw.consent_marketing),
});

const leadContactFields = (raw: Record<string, unknown>) => ({
  ...personFields(raw),
  communication_method: wire.choice(raw.preferred_method_of_contact),
  address: wire.text(raw.address),
  postal_code: wire.postalCode(raw.postal_code),
  city: wire.text(raw.city),
  province: wire.text(raw.province),
  country: wire.text(raw.country),
  municipalities: wire.codeList(raw.municipality),
  property_type: wire.choice(raw.property_type),
});

/**
 * Form field (or dotted path) -> payload field, for the issues; unlisted names are the same.
 * The inverse of the browser's map (the first payload field of a form field wins:
 * first_name, budget_min), plus the paths only a whole-form check reports.
 */
const payloadFieldOf: Record<string, string> = {
  ...Object.fromEntries(Object.entries(formFieldOfPayloadField).reverse().map(([payload, form]) => [form, payload])),
  'budget.max': 'budget_max',
  measurement_system: 'living_area',
};

const context = (envelope: Envelope) => ({
  locale: envelope.locale,
  recaptchaResponse: envelope.recaptcha_response,
  ...(envelope.consent_version ? { consentVersion: envelope.consent_version } : {}),
});

const contactAdapter: FormAdapter<ContactFormData, ReturnType<typeof toContactPayload>> = {
  form: contactFormSchema,
  toForm: (raw) => ({ ...personFields(raw), message: wire.text(raw.message) }),
  toPayload(values, envelope, raw, ctx) {
    const recipient = recipientSchema.safeParse(raw);
    if (!recipient.success) {
      for (const issue of recipient.error.issues) addIssue(ctx, issue.path.map(String), issue.message);
      return z.NEVER;
    }
    const { recipient_type: type, recipient_slug: slug } = recipient.data;
    // Both or neither: a message addressed to half a recipient is refused.
    if (type && !slug) addIssue(ctx, ['recipient_slug'], 'required');
    if (slug && !type) addIssue(ctx, ['recipient_type'], 'required');
    return toContactPayload(values, { ...context(envelope), recipient: type && slug ? { recipient_type: type, recipient_slug: slug } : null });
  },
};

const alertAdapter: FormAdapter<AlertFormValues, ReturnType<typeof toAlertPayload>> = {
  form: alertFormSchema,
  toForm: (raw) => ({
    ...leadContactFields(raw),
    moving_date: wire.choice(raw.desired_moving_timeframe),
    current_situation: wire.choice(raw.current_client_situation),
    budget: { min: wire.integer(raw.budget_min) ?? 0, max: wire.maximum(raw.budget_max) },
    bedrooms: wire.integer(raw.nb_bedrooms),
    bathrooms: wire.integer(raw.nb_bathrooms),
  }),
  toPayload: (values, envelope) => toAlertPayload(values, context(envelope)),
};

const valuationAdapter: FormAdapter<ValuationFormValues, ReturnType<typeof toValuationPayload>> = {
  form: valuationFormSchema,
  toForm(raw) {
    const living = wire.area(raw.living_area);
    const land = wire.area(raw.land_area);
    return {
      ...leadContactFields(raw),
      construction_year: wire.integer(raw.year_of_construction),
      bedrooms: wire.integer(raw.nb_bedrooms),
      bathrooms: wire.integer(raw.nb_bathrooms),
      parking: wire.integer(raw.nb_parking),
      garage: wire.integer(raw.nb_garage),
      // The payload carries the unit beside each area; the form has one system for both.
      measurement_system: living.metric ? 'metric' : 'imperial',
      livable_surface_area: living.value,
      lot_surface_area: land.value,
      report: wire.yesNo(raw.evaluation_report),
      report_available: wire.yesNo(raw.availability_of_report),
      selling_motivation: wire.text(raw.reason_for_sale),
      renovations: wire.text(raw.renos_and_improvments),
    };
  },
  toPayload(values, envelope, raw) {
    const payload = toValuationPayload(values, context(envelope));
    // An area sent with its unit keeps the visitor's own text ("1450 pi²" in English too).
    const living = wire.area(raw.living_area).text ?? payload.living_area;
    const land = wire.area(raw.land_area).text ?? payload.land_area;
    return { ...payload, living_area: living, land_area: land };
  },
};

function addIssue(ctx: z.RefinementCtx, path: string[], message: string) {
  ctx.addIssue({ code: 'custom', path, message: isFormErrorCode(message) ? message : ('invalid-format' satisfies FormErrorCode) });
}

function payloadPath(path: readonly PropertyKey[]): string[] {
  const dotted = path.map(String).join('.');
  const root = String(path[0] ?? '');
  return [payloadFieldOf[dotted] ?? payloadFieldOf[root] ?? dotted];
}

/** One form_type's payload: the form's schema, read through its adapter. */
function readPayload<V, P>(formType: LeadFormType, adapter: FormAdapter<V, P>, raw: Record<string, unknown>, ctx: z.RefinementCtx) {
  const envelope = envelopeSchema.safeParse(raw);
  const form = adapter.form.safeParse(adapter.toForm(raw));
  if (!envelope.success) for (const issue of envelope.error.issues) addIssue(ctx, issue.path.map(String), issue.message);
  if (raw.form_type !== formType) addIssue(ctx, ['form_type'], 'form-type-unknown');
  if (!form.success) for (const issue of form.error.issues) addIssue(ctx, payloadPath(issue.path), issue.message);
  if (!envelope.success || !form.success || raw.form_type !== formType) return z.NEVER;
  const payload = adapter.toPayload(form.data, envelope.data, raw, ctx) as P & { form_type: typeof formType };
  // The honeypot is kept as sent, so the intake can still see a bot's value.
  return { ...payload, website: raw.website };
}

const payloadSchema = <V, P>(formType: LeadFormType, adapter: FormAdapter<V, P>) =>
  z.record(z.string(), z.unknown()).transform((raw, ctx) => readPayload(formType, adapter, raw, ctx));

export const contactPayloadSchema = payloadSchema('contact_form', contactAdapter);
export const propertyAlertPayloadSchema = payloadSchema('property_alert', alertAdapter);
export const propertyValuationPayloadSchema = payloadSchema('property_valuation', valuationAdapter);

export type ContactPayload = z.output<typeof contactPayloadSchema>;
export type PropertyAlertPayload = z.output<typeof propertyAlertPayloadSchema>;
export type PropertyValuationPayload = z.output<typeof propertyValuationPayloadSchema>;
export type LeadPayload = ContactPayload | PropertyAlertPayload | PropertyValuationPayload;

/** Any lead, by form_type: form-encoded strings or JSON values alike; read once, by its own adapter. */
export const leadPayloadSchema = z.record(z.string(), z.unknown()).transform((raw, ctx): LeadPayload => {
  switch (raw.form_type) {
    case 'contact_form':
      return readPayload('contact_form', contactAdapter, raw, ctx);
    case 'property_alert':
      return readPayload('property_alert', alertAdapter, raw, ctx);
    case 'property_valuation':
      return readPayload('property_valuation', valuationAdapter, raw, ctx);
    default:
      addIssue(ctx, ['form_type'], 'form-type-unknown');
      return z.NEVER;
  }
});
