import { z } from 'zod';
import { defaultBudget, type Budget } from './budget';
import { addressStepSchema, contactStepSchema } from './contact-step';
import { optionalChoice, requiredChoice, requiredCount } from './fields';
import { commonLeadFields, emptyLeadContact, type LeadContactValues, type LeadPayloadContext } from './lead-common';
import { validateStep, wholeFormSchema, type StepSchemas } from './multi-step';
import { currentSituations, movingDates, propertyTypeCodes, type CurrentSituation, type MovingDate } from './options';

/** Values of the property alert form (spec 001 section 3 "Form data"). */
export interface AlertFormValues extends LeadContactValues {
  municipalities: string[];
  moving_date: MovingDate | '';
  current_situation: CurrentSituation | '';
  budget: Budget;
  /** '' means any type. */
  property_type: string;
  bedrooms: number | null;
  bathrooms: number | null;
}

export const emptyAlertForm: AlertFormValues = {
  ...emptyLeadContact,
  municipalities: [],
  moving_date: '',
  current_situation: '',
  budget: defaultBudget,
  property_type: '',
  bedrooms: null,
  bathrooms: null,
};

const price = z.number({ error: 'invalid-format' }).int({ error: 'invalid-format' }).min(0, { error: 'invalid-format' }).max(1_000_000_000, { error: 'invalid-format' });

/** Budget: min 0 by default, max null for "no maximum"; a maximum under the minimum is refused. */
const budgetSchema = z
  .object({ min: price, max: price.nullable() })
  .refine((budget) => budget.max === null || budget.max >= budget.min, { path: ['max'], error: 'budget-range' });

/** Spec 001 section 5, alert form. Index 0 is the intro. */
export const alertStepSchemas: StepSchemas = [
  null,
  // 1: an empty selection is dropped, leaving an error on municipalities.
  z.object({
    municipalities: z
      .array(z.string())
      .transform((codes) => codes.filter((code) => code.trim() !== ''))
      .pipe(z.array(z.string()).min(1, { error: 'required-field' })),
  }),
  z.object({ moving_date: requiredChoice(movingDates), current_situation: requiredChoice(currentSituations) }),
  // 3: the budget is optional (defaults: min 0, max unlimited); the slider cannot cross.
  z.object({ budget: budgetSchema }),
  // 4: the property type is optional ('' means any type).
  z.object({ property_type: optionalChoice(propertyTypeCodes), bedrooms: requiredCount(2), bathrooms: requiredCount(2) }),
  contactStepSchema,
  // 6: province and country are marked required but only these three are checked.
  addressStepSchema,
];

export const validateAlertStep = (step: number, values: AlertFormValues) => validateStep(alertStepSchemas, step, values);

/** Every step at once: the rules the intake applies to a property_alert lead. */
export const alertFormSchema = wholeFormSchema<AlertFormValues>(alertStepSchemas);

/** POST /contact fields for form_type property_alert (spec 001 section 7). */
export function toAlertPayload(values: AlertFormValues, ctx: LeadPayloadContext) {
  return {
    ...commonLeadFields(values, ctx),
    form_type: 'property_alert' as const,
    current_client_situation: values.current_situation,
    desired_moving_timeframe: values.moving_date,
    budget_min: Math.max(0, values.budget.min),
    // No budget_max means no maximum.
    ...(values.budget.max !== null ? { budget_max: values.budget.max } : {}),
    nb_bedrooms: values.bedrooms,
    nb_bathrooms: values.bathrooms,
  };
}
