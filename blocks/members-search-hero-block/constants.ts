/** Spec 000 "Members search hero": at most 10 cards, autoplay 6000 ms, centre padding 24 px, overlap 130 px. */
export const SEARCH_HERO_MAX_CARDS = 10;
export const SEARCH_HERO_AUTOPLAY_MS = 6000;
export const SEARCH_HERO_CENTER_PADDING_PX = 24;
export const SEARCH_HERO_OVERLAP_PX = 130;
