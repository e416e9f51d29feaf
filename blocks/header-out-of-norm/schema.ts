import { z } from 'zod';
import { headerBaseShape, menuItemSchema, supSectionSchema } from '@/blocks/shared/header/schema';

/** Out-of-norm header: a floating bar, left-aligned by default, optional super-header. */
export const headerOutOfNormSchema = z.object({
  ...headerBaseShape,
  menu_repeater: z.array(menuItemSchema).default([]),
  sup_sections_repeater: z.array(supSectionSchema).default([]),
});
export type HeaderOutOfNormFields = z.infer<typeof headerOutOfNormSchema>;
