import { z } from 'zod';
import { localizedText } from '@/lib/content/fields';

/** error_block: an error page made of content (spec 000, "Error pages"). */
export const errorBlockSchema = z.object({
  status_code: z.coerce.number().int().min(100).max(599).default(404),
  main_title: localizedText.optional(),
  description: localizedText.optional(),
  /** Omitted: chosen by status (403 refresh, 404 home, others none). */
  action: z.enum(['refresh', 'home', 'none']).optional(),
  show_spinner: z.boolean().default(false),
});

export type ErrorBlockFields = z.infer<typeof errorBlockSchema>;
