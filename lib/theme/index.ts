/** The theme of spec 000 section 9: pure functions, safe in server and client code. */
export { brandingVersion, faviconFor } from './branding';
export { isDarkColor } from './color';
export { themeToCss } from './css';
export { resolvePalette } from './palette';
export { presetNames } from './presets';
export { colorSchemeNames, defaultColorScheme, isColorSchemeName, nextColorScheme } from './schemes';
