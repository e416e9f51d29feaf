import { z } from 'zod';
import { multiStepFormFields } from '@/blocks/shared/multi-step/schema';

/** property_valuation_block: the 7-step valuation form (spec 001 "Multi-step forms"). */
export const propertyValuationSchema = z.object(multiStepFormFields);
export type PropertyValuationFields = z.infer<typeof propertyValuationSchema>;
