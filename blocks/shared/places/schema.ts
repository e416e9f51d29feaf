import { z } from 'zod';

/** Which offices a block shows: the slugs chosen by the editor, in order; empty means all. */
export const officeSlugsField = z.array(z.string().regex(/^[a-z0-9-]+$/).max(80)).max(50).default([]);

/** map_markers_color: one colour for every marker of the map (hex); empty takes the theme's. */
export const markerColorField = z
  .string()
  .regex(/^#[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/)
  .optional();
