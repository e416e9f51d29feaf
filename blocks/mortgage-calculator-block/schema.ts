import { z } from 'zod';
import { imageSchema, localizedText } from '@/lib/content/fields';
import { ruleSetIds } from '@/lib/mortgage/rules';

/**
 * mortgage_calculator_block (spec 001 section 3): badge, title (a default per locale when
 * empty) and media. rule_set pins a dated minimum down payment rule set; 'current' (the
 * default) applies the one in force on the visitor's day.
 */
export const mortgageCalculatorSchema = z.object({
  badge_text: localizedText.optional(),
  main_title: localizedText.optional(),
  media: imageSchema.optional(),
  rule_set: z.enum(['current', ...ruleSetIds] as [string, ...string[]]).default('current'),
});
export type MortgageCalculatorFields = z.infer<typeof mortgageCalculatorSchema>;
