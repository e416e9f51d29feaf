import { z } from 'zod';
import { addressStepSchema, contactStepSchema } from './contact-step';
import { isPresent, optionalText, requiredChoice, requiredCount, requiredYear } from './fields';
import { commonLeadFields, emptyLeadContact, type LeadContactValues, type LeadPayloadContext } from './lead-common';
import { validateStep, wholeFormSchema, type StepSchemas } from './multi-step';
import { areaUnits, measurementSystems, propertyTypeCodes, type MeasurementSystem } from './options';

/** Values of the valuation form (spec 001 section 3 "Form data"). */
export interface ValuationFormValues extends LeadContactValues {
  /** Single select: zero or one municipality code. */
  municipalities: string[];
  property_type: string;
  construction_year: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  parking: number | null;
  garage: number | null;
  measurement_system: MeasurementSystem;
  livable_surface_area: number | null;
  lot_surface_area: number | null;
  /** Yes/no questions; null while unanswered (they are optional). */
  report: boolean | null;
  report_available: boolean | null;
  selling_motivation: string;
  renovations: string;
}

export const emptyValuationForm: ValuationFormValues = {
  ...emptyLeadContact,
  municipalities: [],
  property_type: '',
  construction_year: null,
  bedrooms: null,
  bathrooms: null,
  parking: null,
  garage: null,
  measurement_system: 'imperial',
  livable_surface_area: null,
  lot_surface_area: null,
  report: null,
  report_available: null,
  selling_motivation: '',
  renovations: '',
};

/** "A value counts as present if it is not null, or is a number of 0 or more." */
const present = z.unknown().refine(isPresent, { error: 'required-field' });

/** A yes/no question: null while unanswered. */
const yesNo = z.boolean({ error: 'invalid-format' }).nullable();

/**
 * Spec 001 section 5, valuation form. Index 0 is the intro; steps 4 and 5 require nothing
 * (their schemas only check the kind of what was given).
 */
export const valuationStepSchemas: StepSchemas = [
  null,
  z.object({ municipalities: present }),
  z.object({
    property_type: requiredChoice(propertyTypeCodes),
    // "4 digits": 1000 to 9999, so '87' is refused here rather than by the intake.
    construction_year: requiredYear(),
    bedrooms: requiredCount(2),
    bathrooms: requiredCount(2),
    parking: requiredCount(2),
    garage: requiredCount(2),
  }),
  z.object({ measurement_system: requiredChoice(measurementSystems), livable_surface_area: requiredCount(6), lot_surface_area: requiredCount(6) }),
  z.object({ report: yesNo, report_available: yesNo }),
  z.object({ selling_motivation: optionalText(2000), renovations: optionalText(2000) }),
  contactStepSchema,
  addressStepSchema,
];

export const validateValuationStep = (step: number, values: ValuationFormValues) =>
  validateStep(valuationStepSchemas, step, values);

/** Every step at once: the rules the intake applies to a property_valuation lead. */
export const valuationFormSchema = wholeFormSchema<ValuationFormValues>(valuationStepSchemas);

/** An area with its unit text: '1200 pi²', '110 m²'. */
export function areaWithUnit(value: number | null, system: MeasurementSystem, locale: 'fr' | 'en'): string {
  return value === null ? '' : `${value} ${areaUnits[system][locale]}`;
}

/** POST /contact fields for form_type property_valuation (spec 001 section 7). */
export function toValuationPayload(values: ValuationFormValues, ctx: LeadPayloadContext) {
  return {
    ...commonLeadFields(values, ctx),
    form_type: 'property_valuation' as const,
    year_of_construction: values.construction_year,
    nb_bedrooms: values.bedrooms,
    nb_bathrooms: values.bathrooms,
    nb_parking: values.parking,
    nb_garage: values.garage,
    living_area: areaWithUnit(values.livable_surface_area, values.measurement_system, ctx.locale),
    land_area: areaWithUnit(values.lot_surface_area, values.measurement_system, ctx.locale),
    ...(values.report !== null ? { evaluation_report: values.report } : {}),
    ...(values.report_available !== null ? { availability_of_report: values.report_available } : {}),
    reason_for_sale: values.selling_motivation.trim(),
    renos_and_improvments: values.renovations.trim(),
  };
}
