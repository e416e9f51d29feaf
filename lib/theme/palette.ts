import type { ThemeSettings } from '@/lib/content/types';
import { mixHex } from './color';
import { defaultPreset, isPresetName, presets } from './presets';
import { sanitizeCssColor } from './sanitize';
import { themeWarning } from './warn';

/**
 * The theme colours: the preset's accents (or the CMS primary/secondary colours) with
 * derived hover, dark and light shades, and the base text colour. Each becomes a CSS
 * variable of the same name (--accent1, --accent1-hover, ...). "tones" in the CMS
 * settings override any of them by name.
 */
export const paletteColorNames = [
  'accent1',
  'accent1-hover',
  'accent1-dark',
  'accent1-light',
  'accent2',
  'accent2-hover',
  'accent2-dark',
  'accent2-light',
  'text-color',
] as const;
export type PaletteColorName = (typeof paletteColorNames)[number];
export type Palette = Record<PaletteColorName, string>;

/** Shade of a colour toward black or white; color-mix() when the colour is not hex (rgb(), named). */
function shade(color: string, target: '#000000' | '#ffffff', amount: number): string {
  return mixHex(color, target, amount) ?? `color-mix(in srgb, ${color} ${Math.round((1 - amount) * 100)}%, ${target})`;
}

function accentShades(prefix: 'accent1' | 'accent2', color: string) {
  return {
    [prefix]: color,
    [`${prefix}-hover`]: shade(color, '#000000', 0.15),
    [`${prefix}-dark`]: shade(color, '#000000', 0.3),
    [`${prefix}-light`]: shade(color, '#ffffff', 0.9),
  };
}

function color(value: string | undefined, label: string): string | null {
  if (value === undefined || value === '') return null;
  const safe = sanitizeCssColor(value);
  if (!safe) themeWarning(`ignored invalid ${label} colour ${JSON.stringify(value)}`);
  return safe;
}

export function resolvePalette(settings: ThemeSettings): Palette {
  if (settings.preset !== undefined && !isPresetName(settings.preset)) {
    themeWarning(`unknown preset ${JSON.stringify(settings.preset)}, using ${defaultPreset}`);
  }
  const preset = presets[isPresetName(settings.preset) ? settings.preset : defaultPreset];
  const palette = {
    ...accentShades('accent1', color(settings.primary_color, 'primary') ?? preset.accent1.toLowerCase()),
    ...accentShades('accent2', color(settings.secondary_color, 'secondary') ?? preset.accent2.toLowerCase()),
    'text-color': color(settings.text_color, 'text') ?? preset.text,
  } as Palette;
  for (const [name, value] of Object.entries(settings.tones ?? {})) {
    if (!(paletteColorNames as readonly string[]).includes(name)) {
      themeWarning(`ignored unknown tone ${JSON.stringify(name)}`);
      continue;
    }
    const safe = color(value, `tone ${name}`);
    if (safe) palette[name as PaletteColorName] = safe;
  }
  return palette;
}
