import { describe, expect, it } from 'vitest';
import { leadPayloadSchema } from '@/lib/leads/payloads';
import { contactFormSchema, toContactPayload } from '@/lib/forms/contact';
import { emptyAlertForm, toAlertPayload } from '@/lib/forms/property-alert';
import { emptyValuationForm, toValuationPayload } from '@/lib/forms/property-valuation';

/** The forms' payloads must pass the intake's own schema (lib/leads/payloads.ts). */
const contact = { firstname: 'Julie', lastname: 'Roy', email: 'julie@example.ca', phone: '', message: 'Bonjour', consent_transaction: true, consent_marketing: false };
const person = { firstname: 'Marc', lastname: 'Roy', phone: '(418) 555-0100', email: 'marc@example.ca', address: '1, rue Principale', postal_code: 'G1R 1N4', city: 'Québec' };

describe('payloads accepted by the intake', () => {
  it('contact form, with and without a recipient', () => {
    const data = contactFormSchema.parse(contact);
    expect(leadPayloadSchema.safeParse(toContactPayload(data, { locale: 'fr', recaptchaResponse: 't' })).success).toBe(true);
    const addressed = toContactPayload(data, { locale: 'en', recaptchaResponse: 't', recipient: { recipient_type: 'office', recipient_slug: 'bureau-quebec' } });
    expect(leadPayloadSchema.safeParse(addressed).success).toBe(true);
  });

  it('property alert with an unlimited budget', () => {
    const values = { ...emptyAlertForm, ...person, municipalities: ['66023'], moving_date: '4-8-months' as const, current_situation: 'owner' as const, bedrooms: 3, bathrooms: 2 };
    const result = leadPayloadSchema.safeParse(toAlertPayload(values, { locale: 'fr', recaptchaResponse: 't' }));
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('property valuation in metric', () => {
    const values = {
      ...emptyValuationForm,
      ...person,
      municipalities: ['66023'],
      property_type: 'condo',
      construction_year: 2005,
      bedrooms: 2,
      bathrooms: 1,
      parking: 1,
      garage: 0,
      measurement_system: 'metric' as const,
      livable_surface_area: 95,
      lot_surface_area: 0,
      report: false,
    };
    const result = leadPayloadSchema.safeParse(toValuationPayload(values, { locale: 'en', recaptchaResponse: 't' }));
    expect(result.error?.issues ?? []).toEqual([]);
  });
});
