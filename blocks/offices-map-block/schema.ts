import { z } from 'zod';
import { localizedText } from '@/lib/content/fields';
import { markerColorField, officeSlugsField } from '@/blocks/shared/places/schema';

/** offices_map_block: the list of offices beside a map (offices from the collection, server side). */
export const officesMapBlockSchema = z.object({
  main_title: localizedText.optional(),
  description: localizedText.optional(),
  /** full: the map runs to the edge of the screen; center: list and map inside the page width. */
  orientation_x: z.enum(['full', 'center']).default('center'),
  map_markers_color: markerColorField,
  office_slugs: officeSlugsField,
});
export type OfficesMapBlockFields = z.infer<typeof officesMapBlockSchema>;
