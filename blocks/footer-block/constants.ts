import { publicEnv } from '@/lib/config/public-env';
/** Most a block above may overlap the footer, in px (spec 000 section 10). */
export const FOOTER_UNDERLAP_MAX = 96;

/** Footer columns from xl (1200 px) up; 2 below (spec 000 section 10). */
export const FOOTER_COLUMNS = 4;

/**
 * The platform credited by the powered-by link. Its address is configuration
 * (NEXT_PUBLIC_POWERED_BY_URL, inlined at build); without it the credit is plain text.
 */
export const POWERED_BY_NAME = 'Courtier Site';
export const POWERED_BY_URL = publicEnv.NEXT_PUBLIC_POWERED_BY_URL ?? null;
export const POWERED_BY_LOGO = '/brand/powered-by.svg';

/**
 * How many of the FOOTER_COLUMNS the first (brand) column spans at xl: with fewer menus
 * than the columns left, it widens so the menus end at the right edge.
 */
export function brandColumnSpan(menuCount: number): number {
  return Math.max(1, FOOTER_COLUMNS - menuCount);
}
