/**
 * Hero cta infos: the media's corner radius grows from 0 to full over the first 32 px of
 * scroll (spec 001 section 4). Progress 0..1, applied as a fraction of the full radius.
 */
export const RADIUS_SCROLL_PX = 32;

export const radiusProgress = (scrollY: number): number => Math.min(1, Math.max(0, scrollY / RADIUS_SCROLL_PX));
