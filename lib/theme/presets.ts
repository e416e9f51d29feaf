/** The two theme presets of spec 000 section 9; blue is the default. */
export const presetNames = ['blue', 'red'] as const;
export type PresetName = (typeof presetNames)[number];
export const defaultPreset: PresetName = 'blue';

export interface ThemePreset {
  /** Accent1 "normal": the primary brand colour. */
  accent1: string;
  /** The complementary brand colour. */
  accent2: string;
  text: string;
}

export const presets: Record<PresetName, ThemePreset> = {
  blue: { accent1: '#003DA5', accent2: '#DC1C2E', text: '#12161c' },
  red: { accent1: '#DC1C2E', accent2: '#003DA5', text: '#12161c' },
};

export function isPresetName(value: unknown): value is PresetName {
  return typeof value === 'string' && (presetNames as readonly string[]).includes(value);
}
