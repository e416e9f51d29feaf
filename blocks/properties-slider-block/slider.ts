/** Spec 001: the slider variant of the properties block shows 3 listings per view (fewer on small screens, in CSS). */
export const SLIDES_PER_VIEW = 3;

/** Spec 001: a link to the search shows when more listings match than the slider lists. */
export const showsSearchLink = (total: number, listed: number) => total > listed;

/** Minimal view of the carousel the arrows drive (embla's API satisfies it). */
export interface SliderApi {
  canScrollNext(): boolean;
  canScrollPrev(): boolean;
  scrollNext(): void;
  scrollPrev(): void;
  scrollTo(index: number): void;
  scrollSnapList(): number[];
}

/**
 * Previous and next wrap around. Embla loops by itself when it has enough slides; with too
 * few to loop it stops at the ends, so the arrows jump to the other end instead.
 */
export function slideNext(api: SliderApi): void {
  if (api.canScrollNext()) api.scrollNext();
  else api.scrollTo(0);
}

export function slidePrev(api: SliderApi): void {
  if (api.canScrollPrev()) api.scrollPrev();
  else api.scrollTo(Math.max(0, api.scrollSnapList().length - 1));
}
