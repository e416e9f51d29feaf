/**
 * Fixed choices of the alert and valuation forms (spec 001 section 3 "Form data").
 * Labels live in the `forms.options.*` messages, keyed by these values.
 */
export const communicationMethods = ['phone', 'email', 'text'] as const;
export type CommunicationMethod = (typeof communicationMethods)[number];

export const movingDates = ['0-60-days', '60-120-days', '4-8-months', 'more-than-8-months'] as const;
export type MovingDate = (typeof movingDates)[number];

export const currentSituations = ['owner', 'tenant', 'parents', 'abroad', 'other'] as const;
export type CurrentSituation = (typeof currentSituations)[number];

export const measurementSystems = ['imperial', 'metric'] as const;
export type MeasurementSystem = (typeof measurementSystems)[number];

/** Property type codes of spec 000 section 3. */
export const propertyTypeCodes = ['maison', 'condo', 'prop', 'ferme', 'chalet', 'terrain', 'comm'] as const;

/** Unit text sent with an area, per measurement system and locale (spec 001 section 9). */
export const areaUnits: Record<MeasurementSystem, { fr: string; en: string }> = {
  imperial: { fr: 'pi²', en: 'sq ft' },
  metric: { fr: 'm²', en: 'm²' },
};

export const provinces = ['QC', 'ON', 'NB', 'NS', 'PE', 'NL', 'MB', 'SK', 'AB', 'BC', 'YT', 'NT', 'NU'] as const;
