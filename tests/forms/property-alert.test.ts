import { describe, expect, it } from 'vitest';
import { alertStepSchemas, emptyAlertForm, toAlertPayload, validateAlertStep, type AlertFormValues } from '@/lib/forms/property-alert';
import { stepCount } from '@/lib/forms/multi-step';
import { errorText } from './messages';

const filled: AlertFormValues = {
  ...emptyAlertForm,
  municipalities: ['66023', '23027'],
  moving_date: '60-120-days',
  current_situation: 'tenant',
  budget: { min: 300_000, max: 550_000 },
  property_type: 'condo',
  bedrooms: 2,
  bathrooms: 1,
  firstname: 'Marc',
  lastname: 'Gagnon',
  communication_method: 'text',
  phone: '(418) 555-0199',
  email: 'marc.gagnon@example.ca',
  address: '123, rue Saint-Jean',
  postal_code: 'G1R 1N4',
  city: 'Québec',
};

describe('property alert steps (spec 001 section 5)', () => {
  it('has 6 steps after the intro', () => {
    expect(stepCount(alertStepSchemas)).toBe(6);
  });

  it('passes every step when filled', () => {
    for (let step = 0; step <= 6; step += 1) expect(validateAlertStep(step, filled), `step ${step}`).toEqual({});
  });

  it('step 1 drops empty selections and then requires a municipality', () => {
    const errors = validateAlertStep(1, { ...filled, municipalities: [''] });
    expect(errorText(errors.municipalities, 'en')).toBe('Required field');
    expect(errorText(errors.municipalities, 'fr')).toBe('Champ requis');
  });

  it('step 2 requires the moving date and the current situation', () => {
    expect(Object.keys(validateAlertStep(2, { ...filled, moving_date: '', current_situation: '' })).sort()).toEqual([
      'current_situation',
      'moving_date',
    ]);
  });

  it('step 3 (budget) is optional', () => {
    expect(validateAlertStep(3, emptyAlertForm)).toEqual({});
  });

  it('step 4 requires bedrooms and bathrooms (0 to 99), not the property type', () => {
    expect(validateAlertStep(4, { ...filled, property_type: '', bedrooms: 0, bathrooms: 0 })).toEqual({});
    const missing = validateAlertStep(4, { ...filled, bedrooms: null, bathrooms: null });
    expect(Object.keys(missing).sort()).toEqual(['bathrooms', 'bedrooms']);
    expect(errorText(validateAlertStep(4, { ...filled, bedrooms: 100 }).bedrooms, 'en')).toBe('Invalid format');
  });

  it('step 5 requires first name, last name, phone and email', () => {
    const errors = validateAlertStep(5, { ...filled, firstname: '', lastname: '', phone: '', email: '' });
    expect(Object.keys(errors).sort()).toEqual(['email', 'firstname', 'lastname', 'phone']);
    expect(errorText(validateAlertStep(5, { ...filled, email: 'marc@' }).email, 'en')).toBe('The email address field is invalid');
  });

  it('step 6 checks only address, postal code and city', () => {
    const errors = validateAlertStep(6, { ...filled, address: '', postal_code: '', city: '', province: '', country: '' });
    expect(Object.keys(errors).sort()).toEqual(['address', 'city', 'postal_code']);
  });
});

describe('property alert payload (spec 001 section 7)', () => {
  it('uses the API field names, joins municipalities and omits an unlimited budget max', () => {
    const payload = toAlertPayload({ ...filled, budget: { min: 300_000, max: null } }, { locale: 'en', recaptchaResponse: 'tok' });
    expect(payload).toMatchObject({
      form_type: 'property_alert',
      recaptcha_response: 'tok',
      locale: 'en',
      full_name: 'Marc Gagnon',
      first_name: 'Marc',
      last_name: 'Gagnon',
      preferred_method_of_contact: 'text',
      municipality: '66023,23027',
      property_type: 'condo',
      current_client_situation: 'tenant',
      desired_moving_timeframe: '60-120-days',
      budget_min: 300_000,
      nb_bedrooms: 2,
      nb_bathrooms: 1,
      address: '123, rue Saint-Jean',
      postal_code: 'G1R 1N4',
      city: 'Québec',
      province: 'QC',
      country: 'Canada',
    });
    expect(payload).not.toHaveProperty('budget_max');
    expect(toAlertPayload(filled, { locale: 'fr', recaptchaResponse: 't' }).budget_max).toBe(550_000);
  });
});
