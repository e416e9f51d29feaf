import { z } from 'zod';

const pad = z.number().int().min(0).max(400).default(0);

/**
 * script_block (spec 001 section 3): HTML with scripts an editor pastes (a booking
 * widget, a chat, a tracking tag). Only editors write it; it runs as written.
 */
export const scriptBlockSchema = z.object({
  /** Run only on the public site: the editor canvas shows a placeholder instead. */
  frontend_only: z.boolean().default(true),
  script_content: z.string().max(100_000).default(''),
  padding: z.object({ top: pad, right: pad, bottom: pad, left: pad }).default({ top: 0, right: 0, bottom: 0, left: 0 }),
});

export type ScriptBlockFields = z.infer<typeof scriptBlockSchema>;
