import { z } from 'zod';
import { headerBaseShape, menuItemSchema } from '@/blocks/shared/header/schema';

/** Classic header: logo, links with popup sub-menus, CTAs. */
export const headerClassicSchema = z.object({
  ...headerBaseShape,
  menu_repeater: z.array(menuItemSchema).default([]),
});
export type HeaderClassicFields = z.infer<typeof headerClassicSchema>;
