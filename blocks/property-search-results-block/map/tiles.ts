import { publicEnv } from '@/lib/config/public-env';
/**
 * Map tiles from a configurable source (NEXT_PUBLIC_MAP_TILE_URL). Without network the
 * tiles fail: a transparent error tile keeps the neutral background instead of broken
 * images, and markers and popups work as usual.
 */
export const TILE_URL = publicEnv.NEXT_PUBLIC_MAP_TILE_URL ?? 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
export const TILE_ATTRIBUTION =
  publicEnv.NEXT_PUBLIC_MAP_TILE_ATTRIBUTION ?? '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
export const TRANSPARENT_TILE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** Spec 001 section 9: circle markers of radius 4 with a 26 px stroke (the hit area). */
export const MARKER_STYLE = { radius: 4, weight: 26, opacity: 0.2, hoverOpacity: 0.4 } as const;
export const POPUP_DEBOUNCE_MS = 50;
/** Québec, shown when there are no markers to fit. */
export const DEFAULT_CENTER = { lat: 46.81, lng: -71.21 } as const;
