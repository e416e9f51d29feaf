/**
 * Map rules of spec 001 section 9, shared by every office and coordinates map (pure, so the
 * numbers are tested once and the Leaflet leaves only apply them).
 */

/** Circle markers: radius 4 with a 26 px stroke (the hit area), stroke opacity 0.2, 0.4 on hover. */
export const MARKER_STYLE = { radius: 4, weight: 26, opacity: 0.2, hoverOpacity: 0.4 } as const;
/** The hovered marker's colour is the marker colour shaded to 0.8; a hovered link to 0.85. */
export const MARKER_HOVER_SHADE = 0.8;
/** Popup and tooltip open/close are debounced 50 ms. */
export const POPUP_DEBOUNCE_MS = 50;
export const DEFAULT_MARKER_COLOR = '#003da5';

export interface CircleStyle {
  radius: number;
  weight: number;
  color: string;
  opacity: number;
  fillColor: string;
  fillOpacity: number;
}

/** Style of one circle marker, hovered (or active) or not. */
export function markerStyle(color: string, hovered: boolean): CircleStyle {
  const c = hovered ? shade(color, MARKER_HOVER_SHADE) : color;
  return {
    radius: MARKER_STYLE.radius,
    weight: MARKER_STYLE.weight,
    color: c,
    opacity: hovered ? MARKER_STYLE.hoverOpacity : MARKER_STYLE.opacity,
    fillColor: c,
    fillOpacity: 1,
  };
}

/** '#rrggbb' (or '#rgb') with each channel multiplied by factor; anything else is returned as is. */
export function shade(color: string, factor: number): string {
  const hex = color.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-fA-F]{6}$/.test(full)) return color;
  const channels = [0, 2, 4].map((i) => Math.round(parseInt(full.slice(i, i + 2), 16) * factor));
  return `#${channels.map((v) => Math.max(0, Math.min(255, v)).toString(16).padStart(2, '0')).join('')}`;
}

/** Breakpoints of spec 001 section 9 used by the offices map height. */
export const MAP_BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;
export type MapBreakpoint = 'xs' | keyof typeof MAP_BREAKPOINTS;
const heightFactor: Record<MapBreakpoint, number> = { xl: 1, lg: 0.9, md: 0.8, sm: 0.7, xs: 0.6 };
export const OFFICES_MAP_BASE_REM = 24;

export function breakpointOf(width: number): MapBreakpoint {
  if (width >= MAP_BREAKPOINTS.xl) return 'xl';
  if (width >= MAP_BREAKPOINTS.lg) return 'lg';
  if (width >= MAP_BREAKPOINTS.md) return 'md';
  if (width >= MAP_BREAKPOINTS.sm) return 'sm';
  return 'xs';
}

/** Offices map height in rem: 24 rem times 1 at xl, 0.9 at lg, 0.8 at md, 0.7 at sm, 0.6 below. */
export function officesMapHeightRem(width: number): number {
  return Math.round(OFFICES_MAP_BASE_REM * heightFactor[breakpointOf(width)] * 100) / 100;
}

/** The heights as CSS custom properties (--map-h-xs … --map-h-xl), read by the block's media queries. */
export function officesMapHeightVars(): Record<string, string> {
  const widths: Record<MapBreakpoint, number> = { xs: 0, ...MAP_BREAKPOINTS };
  return Object.fromEntries(Object.entries(widths).map(([bp, w]) => [`--map-h-${bp}`, `${officesMapHeightRem(w)}rem`]));
}
