import { z } from 'zod';
import { linkSchema, localizedText } from '@/lib/content/fields';
import { markerColorField, officeSlugsField } from '@/blocks/shared/places/schema';

/** One marker of a fullwidth map (spec 001 "Map marker"): coords in block_params, texts in fields. */
export const mapMarkerSchema = z.object({
  block_params: z.object({ coords: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }) }),
  main_title: localizedText.optional(),
  description: localizedText.optional(),
  cta: linkSchema.optional(),
});

/**
 * map_fullwidth_block: a map across the page with markers of one colour. The markers are
 * the site's offices (from the collection, server side) or the editor's own markers.
 */
export const mapFullwidthBlockSchema = z.object({
  main_title: localizedText.optional(),
  source: z.enum(['offices', 'markers']).default('offices'),
  office_slugs: officeSlugsField,
  map_markers_color: markerColorField,
  map_markers_repeater: z.array(mapMarkerSchema).max(200).default([]),
});
export type MapFullwidthBlockFields = z.infer<typeof mapFullwidthBlockSchema>;
