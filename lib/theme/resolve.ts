import type { ThemeSettings } from '@/lib/content/types';
import { resolveGreys, type GreyStep } from './greys';
import { resolvePalette, type Palette } from './palette';
import { resolveRadii, type Radii } from './radii';
import { resolveColorSchemes, type ColorScheme, type ColorSchemeName } from './schemes';

/** Every value the theme CSS is made of, after defaults, overrides and sanitising. */
export interface ResolvedTheme {
  palette: Palette;
  greys: Record<GreyStep, string>;
  radii: Radii;
  schemes: Record<ColorSchemeName, ColorScheme>;
}

export function resolveTheme(settings: ThemeSettings | null | undefined): ResolvedTheme {
  const theme = settings ?? {};
  return {
    palette: resolvePalette(theme),
    greys: resolveGreys(theme.greys),
    radii: resolveRadii(theme.radii),
    schemes: resolveColorSchemes(theme.color_schemes),
  };
}
