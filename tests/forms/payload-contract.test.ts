import { describe, expect, it } from 'vitest';
import { fieldErrors, leadPayloadSchema } from '@/lib/leads/payloads';
import { contactFormSchema, toContactPayload, validateContactForm } from '@/lib/forms/contact';
import { formFieldOf } from '@/lib/forms/payload-fields';
import { emptyAlertForm, toAlertPayload, validateAlertStep, type AlertFormValues } from '@/lib/forms/property-alert';
import { emptyValuationForm, toValuationPayload, validateValuationStep, type ValuationFormValues } from '@/lib/forms/property-valuation';

/**
 * One schema per form: the intake (lib/leads/payloads.ts) reads a payload back into the
 * form's values and checks them with the browser's own schema. So a payload the browser
 * builds passes and comes out unchanged, and a value the browser refuses is refused by
 * the intake with the same error code, on the matching payload field.
 */
const contact = { firstname: 'Julie', lastname: 'Roy', email: 'julie@example.ca', phone: '', message: 'Bonjour', consent_transaction: true, consent_marketing: false };
const person = { firstname: 'Marc', lastname: 'Roy', phone: '(418) 555-0100', email: 'marc@example.ca', address: '1, rue Principale', postal_code: 'G1R 1N4', city: 'Québec' };
const alert: AlertFormValues = { ...emptyAlertForm, ...person, municipalities: ['66023'], moving_date: '4-8-months', current_situation: 'owner', bedrooms: 3, bathrooms: 2 };
const valuation: ValuationFormValues = {
  ...emptyValuationForm,
  ...person,
  municipalities: ['66023'],
  property_type: 'condo',
  construction_year: 2005,
  bedrooms: 2,
  bathrooms: 1,
  parking: 1,
  garage: 0,
  measurement_system: 'metric',
  livable_surface_area: 95,
  lot_surface_area: 0,
  report: false,
};

/** The intake's error codes, keyed by form field like the browser's. */
function intakeCodes(payload: Record<string, unknown>): Record<string, string> {
  const parsed = leadPayloadSchema.safeParse(payload);
  if (parsed.success) return {};
  return Object.fromEntries(Object.entries(fieldErrors(parsed.error)).map(([field, [code]]) => [formFieldOf(field), code ?? '']));
}

describe('payloads accepted by the intake', () => {
  it('contact form, with and without a recipient, comes out as the browser sent it', () => {
    const data = contactFormSchema.parse(contact);
    const payload = toContactPayload(data, { locale: 'fr', recaptchaResponse: 't', consentVersion: '2026-01' });
    expect(leadPayloadSchema.parse(payload)).toEqual(payload);
    const addressed = toContactPayload(data, { locale: 'en', recaptchaResponse: 't', recipient: { recipient_type: 'office', recipient_slug: 'bureau-quebec' } });
    expect(leadPayloadSchema.parse(addressed)).toEqual(addressed);
  });

  it('property alert with an unlimited budget', () => {
    const payload = toAlertPayload(alert, { locale: 'fr', recaptchaResponse: 't' });
    const result = leadPayloadSchema.safeParse(payload);
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.data).toEqual(payload);
  });

  it('property valuation in metric', () => {
    const payload = toValuationPayload(valuation, { locale: 'en', recaptchaResponse: 't' });
    const result = leadPayloadSchema.safeParse(payload);
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.data).toEqual(payload);
  });
});

describe('the intake refuses what the browser refuses, with the same codes', () => {
  it('contact form', () => {
    const bad = { ...contact, firstname: ' ', email: 'julie@', phone: '(418) 555' };
    const browser = validateContactForm(bad);
    expect(browser).toEqual({ firstname: 'firstname-required', email: 'email-invalid', phone: 'phone-invalid' });
    expect(intakeCodes(toContactPayload({ ...contactFormSchema.parse(contact), ...bad }, { locale: 'fr', recaptchaResponse: 't' }))).toEqual(browser);
  });

  it('every alert step', () => {
    const bad: AlertFormValues = { ...alert, municipalities: [], moving_date: '', bedrooms: null, lastname: '', postal_code: 'G1R' };
    const browser = Object.assign({}, ...[1, 2, 3, 4, 5, 6].map((step) => validateAlertStep(step, bad)));
    expect(browser).toEqual({ municipalities: 'required-field', moving_date: 'required-field', bedrooms: 'required-field', lastname: 'lastname-required', postal_code: 'invalid-format' });
    expect(intakeCodes(toAlertPayload(bad, { locale: 'fr', recaptchaResponse: 't' }))).toEqual(browser);
  });

  it('every valuation step, the 4-digit year included', () => {
    const bad: ValuationFormValues = { ...valuation, construction_year: 987, garage: null, lot_surface_area: null, email: 'marc' };
    const browser = Object.assign({}, ...[1, 2, 3, 4, 5, 6, 7].map((step) => validateValuationStep(step, bad)));
    expect(browser).toEqual({ construction_year: 'invalid-format', garage: 'required-field', lot_surface_area: 'required-field', email: 'email-invalid' });
    expect(intakeCodes(toValuationPayload(bad, { locale: 'en', recaptchaResponse: 't' }))).toEqual(browser);
  });
});
