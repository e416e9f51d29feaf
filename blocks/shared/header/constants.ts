/**
 * Layout constants of the headers (spec 000 sections 9 and 10). CSS media queries
 * cannot read variables, so the stylesheets repeat these values with a comment.
 */

/** Breakpoints in px (spec 000 section 9). */
export const breakpoints = {
  sm: 576,
  md: 768,
  lg: 992,
  xl: 1200,
  xxl: 1440,
  xxxl: 1680,
  xxxxl: 1921,
} as const;

/** Below lg the header always shows the mobile nav. */
export const DESKTOP_NAV_MIN_WIDTH = breakpoints.lg;

/** Distance between a nav link and its sub-menu popup, in px. */
export const SUBMENU_GAP = 16;
export const MEGAMENU_GAP = 54;
/** Widest a sub-menu popup (megamenu panel) gets, in px. */
export const SUBMENU_POPUP_WIDTH = 1000;

/** Logo height at logo_multiplier 1, in px. */
export const LOGO_BASE_HEIGHT = 40;
