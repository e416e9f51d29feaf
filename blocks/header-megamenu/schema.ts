import { z } from 'zod';
import { headerBaseShape, megaMenuItemSchema, supSectionSchema } from '@/blocks/shared/header/schema';

/** Megamenu header: entries open panels of groups; optional super-header and network mark. */
export const headerMegamenuSchema = z.object({
  ...headerBaseShape,
  menu_repeater: z.array(megaMenuItemSchema).default([]),
  sup_sections_repeater: z.array(supSectionSchema).default([]),
  /** Shows the franchise network's mark beside the logo. */
  show_remax_logo: z.boolean().default(false),
});
export type HeaderMegamenuFields = z.infer<typeof headerMegamenuSchema>;
