/** Hero slider rules (spec 001 sections 4 and 9). */
export const HERO_AUTOPLAY_MS = 8000;
export const HERO_SPEED_MS = 500;

/** Previous and next wrap around. */
export const nextSlide = (index: number, count: number) => (count > 0 ? (index + 1) % count : 0);
export const prevSlide = (index: number, count: number) => (count > 0 ? (index - 1 + count) % count : 0);

/** The thumbnail previews the next slide, wrapping to the first after the last. */
export const previewSlide = nextSlide;

/** One slide: no autoplay, bars, thumbnail or keys. */
export const sliderEnabled = (count: number) => count > 1;
