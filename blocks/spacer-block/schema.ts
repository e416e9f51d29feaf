import { z } from 'zod';

const height = z.coerce.number().int().min(0).max(400);

/** spacer_block: vertical space between blocks, with an optional divider line. */
export const spacerBlockSchema = z.object({
  height_desktop: height.default(64),
  height_mobile: height.default(32),
  divider: z.boolean().default(false),
});

export type SpacerBlockFields = z.infer<typeof spacerBlockSchema>;
