/**
 * The settings the browser bundle needs. Next writes each into client code at build time, and
 * only where the code spells `process.env.NAME` in full, so this module names them one by one.
 * Plain code, no schema library, to keep it out of the page's JavaScript; the server's schema
 * (lib/config/env.ts) checks the same names at start.
 */
export const PUBLIC_ENV_NAMES = ['NEXT_PUBLIC_EXPOSE_ERRORS', 'NEXT_PUBLIC_POWERED_BY_URL', 'NEXT_PUBLIC_MAP_TILE_URL', 'NEXT_PUBLIC_MAP_TILE_ATTRIBUTION'] as const;

const text = (value: string | undefined) => value?.trim() || undefined;

export const publicEnv = {
  /** Error details on the 500 page (never in production). */
  NEXT_PUBLIC_EXPOSE_ERRORS: process.env.NEXT_PUBLIC_EXPOSE_ERRORS === 'true',
  NEXT_PUBLIC_POWERED_BY_URL: text(process.env.NEXT_PUBLIC_POWERED_BY_URL),
  NEXT_PUBLIC_MAP_TILE_URL: text(process.env.NEXT_PUBLIC_MAP_TILE_URL),
  NEXT_PUBLIC_MAP_TILE_ATTRIBUTION: text(process.env.NEXT_PUBLIC_MAP_TILE_ATTRIBUTION),
} satisfies Record<(typeof PUBLIC_ENV_NAMES)[number], unknown>;

/** Development build checks (unknown blocks and icons): Next sets NODE_ENV at build time. */
export const isDevelopmentBuild = process.env.NODE_ENV !== 'production';
