import { z } from 'zod';
import { fieldErrorsFrom, type FieldErrors } from './errors';

/**
 * A multi-step form's validation, one schema per step; index 0 is the intro and checks
 * nothing (spec 001 section 4). Every step schema reads the whole values object and looks
 * at its own fields only.
 */
export type StepSchemas = readonly (z.ZodObject | null)[];

export function validateStep(steps: StepSchemas, step: number, values: unknown): FieldErrors {
  const schema = steps[step];
  if (!schema) return {};
  const result = schema.safeParse(values);
  return result.success ? {} : fieldErrorsFrom(result.error.issues);
}

/**
 * Every step's rules at once: what the intake checks (lib/leads/payloads.ts), so a lead
 * is held to exactly the rules the visitor's browser applied step by step.
 */
export function wholeFormSchema<T>(steps: StepSchemas): z.ZodType<T> {
  const shape = Object.assign({}, ...steps.map((step) => step?.shape ?? {})) as z.ZodRawShape;
  return z.object(shape) as unknown as z.ZodType<T>;
}

/** Number of steps after the intro: 6 for the alert, 7 for the valuation. */
export function stepCount(steps: StepSchemas): number {
  return steps.length - 1;
}
