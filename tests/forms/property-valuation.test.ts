import { describe, expect, it } from 'vitest';
import { emptyValuationForm, toValuationPayload, validateValuationStep, valuationStepSchemas, type ValuationFormValues } from '@/lib/forms/property-valuation';
import { isPresent } from '@/lib/forms/fields';
import { stepCount } from '@/lib/forms/multi-step';
import { errorText } from './messages';

const filled: ValuationFormValues = {
  ...emptyValuationForm,
  municipalities: ['66023'],
  property_type: 'maison',
  construction_year: 1978,
  bedrooms: 3,
  bathrooms: 2,
  parking: 2,
  garage: 0,
  measurement_system: 'imperial',
  livable_surface_area: 1450,
  lot_surface_area: 5200,
  report: true,
  report_available: false,
  selling_motivation: 'Nous déménageons à Sherbrooke.',
  renovations: 'Toiture refaite en 2021',
  firstname: 'Sophie',
  lastname: 'Bouchard',
  phone: '(819) 555-0101',
  email: 'sophie@example.ca',
  address: '45, rue King Ouest',
  postal_code: 'J1H 1N8',
  city: 'Sherbrooke',
};

describe('property valuation steps (spec 001 section 5)', () => {
  it('has 7 steps after the intro and passes them all when filled', () => {
    expect(stepCount(valuationStepSchemas)).toBe(7);
    for (let step = 0; step <= 7; step += 1) expect(validateValuationStep(step, filled), `step ${step}`).toEqual({});
  });

  it('counts a value as present when not null, or a number of 0 or more', () => {
    expect(isPresent(0)).toBe(true);
    expect(isPresent(null)).toBe(false);
    expect(isPresent(-1)).toBe(false);
    expect(isPresent('')).toBe(false);
    expect(isPresent([])).toBe(false);
    expect(isPresent(false)).toBe(true);
  });

  it('step 1 requires the municipality', () => {
    expect(errorText(validateValuationStep(1, { ...filled, municipalities: [] }).municipalities, 'fr')).toBe('Champ requis');
  });

  it('step 2 requires type, a 4-digit year and the four counts, 0 being a valid count', () => {
    const errors = validateValuationStep(2, { ...filled, property_type: '', construction_year: null, bedrooms: null, bathrooms: null, parking: null, garage: null });
    expect(Object.keys(errors).sort()).toEqual(['bathrooms', 'bedrooms', 'construction_year', 'garage', 'parking', 'property_type']);
    expect(validateValuationStep(2, { ...filled, parking: 0, garage: 0 })).toEqual({});
    expect(errorText(validateValuationStep(2, { ...filled, construction_year: 20245 }).construction_year, 'en')).toBe('Invalid format');
  });

  it('step 3 requires both areas, at most 6 digits', () => {
    expect(Object.keys(validateValuationStep(3, { ...filled, livable_surface_area: null, lot_surface_area: null })).sort()).toEqual([
      'livable_surface_area',
      'lot_surface_area',
    ]);
    expect(validateValuationStep(3, { ...filled, lot_surface_area: 1_000_000 }).lot_surface_area).toBe('invalid-format');
  });

  it('steps 4 and 5 require nothing', () => {
    expect(validateValuationStep(4, emptyValuationForm)).toEqual({});
    expect(validateValuationStep(5, emptyValuationForm)).toEqual({});
  });

  it('step 6 requires the contact fields and step 7 the address, postal code and city', () => {
    expect(Object.keys(validateValuationStep(6, emptyValuationForm)).sort()).toEqual(['email', 'firstname', 'lastname', 'phone']);
    expect(Object.keys(validateValuationStep(7, { ...emptyValuationForm, province: '', country: '' })).sort()).toEqual([
      'address',
      'city',
      'postal_code',
    ]);
  });
});

describe('property valuation payload (spec 001 section 7)', () => {
  it('sends areas with their unit text and the valuation field names', () => {
    const payload = toValuationPayload(filled, { locale: 'fr', recaptchaResponse: 'tok' });
    expect(payload).toMatchObject({
      form_type: 'property_valuation',
      municipality: '66023',
      property_type: 'maison',
      year_of_construction: 1978,
      nb_bedrooms: 3,
      nb_bathrooms: 2,
      nb_parking: 2,
      nb_garage: 0,
      living_area: '1450 pi²',
      land_area: '5200 pi²',
      evaluation_report: true,
      availability_of_report: false,
      reason_for_sale: 'Nous déménageons à Sherbrooke.',
      renos_and_improvments: 'Toiture refaite en 2021',
    });
    expect(toValuationPayload({ ...filled, measurement_system: 'metric' }, { locale: 'en', recaptchaResponse: 't' }).living_area).toBe('1450 m²');
    expect(toValuationPayload(filled, { locale: 'en', recaptchaResponse: 't' }).living_area).toBe('1450 sq ft');
  });

  it('leaves unanswered yes/no questions out', () => {
    const payload = toValuationPayload({ ...filled, report: null, report_available: null }, { locale: 'fr', recaptchaResponse: 't' });
    expect(payload).not.toHaveProperty('evaluation_report');
    expect(payload).not.toHaveProperty('availability_of_report');
  });
});
