import { z } from 'zod';
import { multiStepFormFields } from '@/blocks/shared/multi-step/schema';

/** property_alert_block: the 6-step property alert form (spec 001 "Multi-step forms"). */
export const propertyAlertSchema = z.object(multiStepFormFields);
export type PropertyAlertFields = z.infer<typeof propertyAlertSchema>;
