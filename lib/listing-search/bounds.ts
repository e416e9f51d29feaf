import type { MapBounds } from '@/lib/listings/filters';
import type { MapMarker } from './types';

export function isInBounds({ lat, lng }: { lat: number; lng: number }, bounds: MapBounds): boolean {
  return lat >= bounds.SouthWest_lat && lat <= bounds.NorthEast_lat && lng >= bounds.SouthWest_lng && lng <= bounds.NorthEast_lng;
}

/** hover_ids of the markers inside the bounds, sorted: a key that says whether the set changed. */
export function markersInBoundsKey(markers: MapMarker[], bounds: MapBounds): { key: string; count: number } {
  const ids = markers.filter((m) => isInBounds(m.block_params.coords, bounds)).map((m) => m.block_params.hover_id);
  ids.sort();
  return { key: ids.join(','), count: ids.length };
}

/** Every marker: the key of "no bounds". */
export function allMarkersKey(markers: MapMarker[]): string {
  return markers
    .map((m) => m.block_params.hover_id)
    .sort()
    .join(',');
}
