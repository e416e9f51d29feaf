/**
 * The colour variables a colour scheme sets (see styles/globals.css): sections, text,
 * buttons, inputs and cards all read these, so a block follows its [data-scheme].
 */
export const schemeVariables = [
  'swb-bg-color',
  'swb-text-color',
  'swb-muted-text-color',
  'swb-highlight-color',
  'swb-map-marker-color',
  'swb-border-color',
  'swb-btn-primary-bg',
  'swb-btn-primary-text',
  'swb-btn-secondary-bg',
  'swb-btn-secondary-text',
  'swb-btn-secondary-border',
  'swb-input-bg',
  'swb-input-text',
  'swb-input-border',
  'swb-card-bg',
] as const;
export type SchemeVariable = (typeof schemeVariables)[number];
export type SchemeColors = Record<SchemeVariable, string>;

/** Short CMS keys (spec 000 section 9) and the variables they stand for. */
const shortKeys: Record<string, SchemeVariable> = {
  'swc-bg-color': 'swb-bg-color',
  'swc-text-color': 'swb-text-color',
  'swc-highlight-color': 'swb-highlight-color',
  'swc-map-marker-color': 'swb-map-marker-color',
};

/** A CMS override key ('swb-bg-color', '--swb-bg-color' or a short 'swc-*' key) -> variable, or null. */
export function schemeVariableFor(key: string): SchemeVariable | null {
  const bare = key.trim().replace(/^--/, '');
  if ((schemeVariables as readonly string[]).includes(bare)) return bare as SchemeVariable;
  return shortKeys[bare] ?? null;
}
