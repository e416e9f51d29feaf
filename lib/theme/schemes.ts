import { isDarkColor, parseHex } from './color';
import { sanitizeCssColor } from './sanitize';
import { schemeVariableFor, type SchemeColors } from './scheme-variables';
import { themeWarning } from './warn';

/** The three colour schemes of spec 000 section 9, in toggle order. */
export const colorSchemeNames = ['normal', 'normal-grey', 'inverted'] as const;
export type ColorSchemeName = (typeof colorSchemeNames)[number];
export const defaultColorScheme: ColorSchemeName = 'normal';

export interface ColorScheme {
  name: ColorSchemeName;
  /** Dark background: logos and images use their light variant. */
  dark: boolean;
  /** Icon of the scheme in the edit-mode toggle (icon type name). */
  icon: string;
  /** The scheme that contrasts most (e.g. a card on this background). */
  opposite: ColorSchemeName;
  /** A scheme that contrasts gently (alternating sections). */
  softOpposite: ColorSchemeName;
  colors: SchemeColors;
}

const light = {
  'swb-text-color': 'var(--text-color)',
  'swb-muted-text-color': 'var(--gray-600)',
  'swb-highlight-color': 'var(--accent1)',
  'swb-map-marker-color': 'var(--accent1)',
  'swb-btn-primary-bg': 'var(--accent1)',
  'swb-btn-primary-text': '#ffffff',
  'swb-btn-secondary-bg': 'transparent',
  'swb-btn-secondary-text': 'var(--accent1)',
  'swb-btn-secondary-border': 'var(--accent1)',
  'swb-input-bg': '#ffffff',
  'swb-input-text': 'var(--text-color)',
  'swb-input-border': 'var(--gray-300)',
  'swb-card-bg': '#ffffff',
} as const;

export const baseColorSchemes: Readonly<Record<ColorSchemeName, ColorScheme>> = {
  normal: {
    name: 'normal',
    dark: false,
    icon: 'sun',
    opposite: 'inverted',
    softOpposite: 'normal-grey',
    colors: { ...light, 'swb-bg-color': '#ffffff', 'swb-border-color': 'var(--gray-200)' },
  },
  'normal-grey': {
    name: 'normal-grey',
    dark: false,
    icon: 'cloud-sun',
    opposite: 'inverted',
    softOpposite: 'normal',
    colors: {
      ...light,
      'swb-bg-color': 'var(--gray-100)',
      'swb-border-color': 'var(--gray-300)',
      // Accent text on grey: the red preset's #DC1C2E reads at 4.3:1 on it, under WCAG AA's 4.5.
      'swb-highlight-color': 'var(--accent1-dark)',
      'swb-btn-secondary-text': 'var(--accent1-dark)',
    },
  },
  inverted: {
    name: 'inverted',
    dark: true,
    icon: 'moon',
    opposite: 'normal',
    softOpposite: 'normal-grey',
    colors: {
      'swb-bg-color': 'var(--accent1)',
      'swb-text-color': '#ffffff',
      // Full white: 80 % white on the red preset's background was 3.6:1 (WCAG AA wants 4.5).
      'swb-muted-text-color': '#ffffff',
      'swb-highlight-color': '#ffffff',
      'swb-map-marker-color': 'var(--accent2)',
      'swb-border-color': 'rgba(255, 255, 255, 0.3)',
      'swb-btn-primary-bg': '#ffffff',
      'swb-btn-primary-text': 'var(--accent1)',
      'swb-btn-secondary-bg': 'transparent',
      'swb-btn-secondary-text': '#ffffff',
      'swb-btn-secondary-border': '#ffffff',
      'swb-input-bg': '#ffffff',
      'swb-input-text': 'var(--text-color)',
      'swb-input-border': 'transparent',
      'swb-card-bg': 'var(--accent1-dark)',
    },
  },
};

export function isColorSchemeName(value: unknown): value is ColorSchemeName {
  return typeof value === 'string' && (colorSchemeNames as readonly string[]).includes(value);
}

/**
 * Applies the CMS per-scheme overrides. Unknown scheme names, unknown keys and unsafe
 * values are ignored with a developer warning. A scheme whose background becomes a
 * literal hex colour gets its dark flag from that colour.
 */
export function resolveColorSchemes(
  overrides: Record<string, Record<string, string>> | null | undefined,
): Record<ColorSchemeName, ColorScheme> {
  const schemes = {} as Record<ColorSchemeName, ColorScheme>;
  for (const name of colorSchemeNames) {
    const base = baseColorSchemes[name];
    schemes[name] = { ...base, colors: { ...base.colors } };
  }
  for (const [name, mapping] of Object.entries(overrides ?? {})) {
    if (!isColorSchemeName(name)) {
      themeWarning(`ignored unknown colour scheme ${JSON.stringify(name)}`);
      continue;
    }
    const scheme = schemes[name];
    for (const [key, value] of Object.entries(mapping ?? {})) {
      const variable = schemeVariableFor(key);
      if (!variable) {
        themeWarning(`ignored unknown key ${JSON.stringify(key)} of colour scheme ${name}`);
        continue;
      }
      const safe = sanitizeCssColor(value);
      if (!safe) {
        themeWarning(`ignored invalid value ${JSON.stringify(value)} for ${key} of colour scheme ${name}`);
        continue;
      }
      scheme.colors[variable] = safe;
    }
    const background = scheme.colors['swb-bg-color'];
    if (parseHex(background)) scheme.dark = isDarkColor(background);
  }
  return schemes;
}

/**
 * The edit-mode toggle: the scheme after `current` among the configured ones, wrapping
 * around; the first configured one when `current` is not among them.
 */
export function nextColorScheme(
  current: string | null | undefined,
  configured: readonly string[] = colorSchemeNames,
): ColorSchemeName {
  const known = configured.filter((name): name is ColorSchemeName => {
    if (isColorSchemeName(name)) return true;
    themeWarning(`ignored unknown colour scheme ${JSON.stringify(name)}`);
    return false;
  });
  const cycle = known.length > 0 ? known : colorSchemeNames;
  const index = current ? cycle.indexOf(current as ColorSchemeName) : -1;
  return cycle[(index + 1) % cycle.length] as ColorSchemeName;
}
