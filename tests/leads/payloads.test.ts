import { describe, expect, it } from 'vitest';
import { fieldErrors, leadPayloadSchema } from '@/lib/leads/payloads';
import { validateValuationStep, emptyValuationForm } from '@/lib/forms/property-valuation';
import { translateFieldErrors } from '@/lib/leads/messages';

const contact = {
  form_type: 'contact_form',
  locale: 'en',
  recaptcha_response: 'token',
  first_name: 'Marie',
  last_name: 'Gagnon',
  email: 'marie@example.com',
  phone: '(514) 555-0199',
  message: '  Bonjour, je veux visiter.  ',
  consent_transaction: '1',
};

const alert = {
  form_type: 'property_alert',
  locale: 'fr',
  first_name: 'Luc',
  last_name: 'Roy',
  email: 'luc@example.com',
  phone: '4185550123',
  preferred_method_of_contact: 'email',
  address: '12 rue Principale',
  postal_code: 'g1r4p5',
  city: 'Québec',
  municipality: ['QC001', 'QC002'],
  current_client_situation: 'tenant',
  desired_moving_timeframe: '4-8-months',
  budget_min: '300000',
  budget_max: 'Infinity',
  nb_bedrooms: '3',
  nb_bathrooms: 2,
};

const valuation = {
  ...alert,
  form_type: 'property_valuation',
  property_type: 'maison',
  year_of_construction: '1987',
  nb_parking: '2',
  nb_garage: '0',
  living_area: '1450 pi²',
  land_area: 5000,
  evaluation_report: 'no',
  availability_of_report: 'false',
  reason_for_sale: 'Agrandir',
};

function errorsOf(input: unknown, locale: 'fr' | 'en' = 'en') {
  const parsed = leadPayloadSchema.safeParse(input);
  if (parsed.success) return {};
  return translateFieldErrors(fieldErrors(parsed.error), locale);
}

describe('lead payload schemas', () => {
  it('accepts a form-encoded contact message and normalises it', () => {
    const parsed = leadPayloadSchema.parse(contact);
    expect(parsed).toMatchObject({ message: 'Bonjour, je veux visiter.', consent_transaction: true, consent_marketing: false });
  });

  it('gives the spec texts for the four required contact fields, in English and French', () => {
    const empty = { form_type: 'contact_form', first_name: '', last_name: ' ', email: '', message: '' };
    expect(errorsOf(empty)).toEqual({
      first_name: ['The First name field is required'],
      last_name: ['The Last name field is required'],
      email: ['The Email Address field is required'],
      message: ['The message field is required'],
    });
    // The very texts the browser shows (forms.errors), not a second set.
    expect(errorsOf(empty, 'fr')).toMatchObject({ first_name: ['Le champ Prénom est requis'], message: ['Le champ Message est requis'] });
  });

  it('rejects a malformed email and phone with their messages', () => {
    expect(errorsOf({ ...contact, email: 'marie@', phone: '514-55' })).toEqual({
      email: ['The email address field is invalid'],
      phone: ['The phone number field is invalid'],
    });
  });

  it('masks ten digits into (###) ###-#### and upper-cases the postal code', () => {
    const parsed = leadPayloadSchema.parse(alert);
    expect(parsed).toMatchObject({ phone: '(418) 555-0123', postal_code: 'G1R 4P5', municipality: 'QC001,QC002', budget_min: 300000 });
    expect(parsed.form_type === 'property_alert' && parsed.budget_max).toBeUndefined();
  });

  it('requires the alert steps and reports "Required field" / "Invalid format"', () => {
    const errors = errorsOf({ ...alert, municipality: [], nb_bedrooms: '', postal_code: '12345', desired_moving_timeframe: 'soon' });
    expect(errors).toEqual({
      municipality: ['Required field'],
      nb_bedrooms: ['Required field'],
      postal_code: ['Invalid format'],
      desired_moving_timeframe: ['Invalid format'],
    });
  });

  it('refuses a maximum budget under the minimum', () => {
    expect(errorsOf({ ...alert, budget_max: '100000' }, 'fr')).toEqual({
      budget_max: ['Le budget maximum doit être supérieur ou égal au minimum'],
    });
  });

  it('accepts a valuation and checks its year and areas', () => {
    expect(leadPayloadSchema.safeParse(valuation).success).toBe(true);
    expect(errorsOf({ ...valuation, year_of_construction: '87', living_area: 'grand', land_area: '' })).toEqual({
      year_of_construction: ['Invalid format'],
      living_area: ['Invalid format'],
      land_area: ['Required field'],
    });
  });

  it('requires both recipient_type and recipient_slug, or neither', () => {
    expect(errorsOf({ ...contact, recipient_type: 'broker' })).toEqual({ recipient_slug: ['This field is required'] });
    expect(errorsOf({ ...contact, recipient_type: 'cousin', recipient_slug: 'x' })).toEqual({ recipient_type: ['Invalid format'] });
  });

  it('rejects an unknown form_type', () => {
    expect(Object.keys(errorsOf({ ...contact, form_type: 'newsletter' }))).toEqual(['form_type']);
  });

  it('applies the browser rules: a construction year of 1 to 3 digits fails on both sides', () => {
    const browser = validateValuationStep(2, { ...emptyValuationForm, property_type: 'maison', construction_year: 87, bedrooms: 1, bathrooms: 1, parking: 0, garage: 0 });
    expect(browser).toEqual({ construction_year: 'invalid-format' });
    expect(errorsOf({ ...valuation, year_of_construction: 87 })).toEqual({ year_of_construction: ['Invalid format'] });
  });

  it('keeps the consent version only when one was sent', () => {
    expect(leadPayloadSchema.parse({ ...contact, consent_version: '2026-01' })).toMatchObject({ consent_version: '2026-01' });
    expect(leadPayloadSchema.parse(contact)).not.toHaveProperty('consent_version');
  });
});
