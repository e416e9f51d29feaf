/**
 * The workspace kit's measures, for the code that must agree with kit.module.css (the walk
 * test reads them; CSS cannot import them, so a change here is a change there).
 */
export const KIT_FRAME_MAX_WIDTH_PX = 1200;
/** The one h1 size of every workspace screen (1.75rem). */
export const KIT_H1_PX = 28;
