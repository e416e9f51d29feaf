import { z } from 'zod';
import { localizedText } from '@/lib/content/fields';
import { markerColorField } from '@/blocks/shared/places/schema';

/** coordinates_map_block: one place on a map that must be clicked before it takes the pointer. */
export const coordinatesMapBlockSchema = z.object({
  main_title: localizedText.optional(),
  description: localizedText.optional(),
  coords: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  zoom: z.number().int().min(3).max(19).default(15),
  marker_title: localizedText.optional(),
  map_markers_color: markerColorField,
});
export type CoordinatesMapBlockFields = z.infer<typeof coordinatesMapBlockSchema>;
