/**
 * The header scroll machine's timing (machines/header-scroll.ts), apart from the machine so
 * the page's scroll sampler can read it without loading xstate.
 */
export const SCROLL_SAMPLE_MS = 100;
export const VELOCITY_RESET_MS = 150;
