/** Spec 000 section 10: featured properties advance every 5 s... */
export const FEATURED_AUTOPLAY_MS = 5000;

/** ...and the progress bar fills one second sooner, so it is full before the slide moves. */
export function progressDurationMs(autoplayMs: number = FEATURED_AUTOPLAY_MS): number {
  return Math.max(0, autoplayMs - 1000);
}
