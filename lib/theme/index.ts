/** The theme of spec 000 section 9: pure functions, safe in server and client code. */
export { brandingVersion, faviconFor, type BrandingVersion } from './branding';
export { isDarkColor, mixHex, parseHex } from './color';
export { themeToCss } from './css';
export { defaultGreys, greySteps, resolveGreys } from './greys';
export { paletteColorNames, resolvePalette, type Palette } from './palette';
export { defaultPreset, presetNames, presets, type PresetName } from './presets';
export { defaultRadii, resolveRadii, toPixels, type Radii } from './radii';
export { resolveTheme, type ResolvedTheme } from './resolve';
export { sanitizeCssColor } from './sanitize';
export { schemeVariableFor, schemeVariables, type SchemeVariable } from './scheme-variables';
export {
  baseColorSchemes,
  colorSchemeNames,
  defaultColorScheme,
  isColorSchemeName,
  nextColorScheme,
  resolveColorSchemes,
  type ColorScheme,
  type ColorSchemeName,
} from './schemes';
