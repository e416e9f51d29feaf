import { sanitizeCssColor } from './sanitize';
import { themeWarning } from './warn';

/** The ten-step neutral grey scale (spec 000 section 9), light to dark: --gray-50 ... --gray-900. */
export const greySteps = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
export type GreyStep = (typeof greySteps)[number];

export const defaultGreys: readonly string[] = [
  '#f7f8fa', '#eef0f3', '#dde1e7', '#c4cad3', '#9aa3b0',
  '#737d8c', '#566070', '#3d4553', '#262c36', '#12161c',
];

/**
 * The CMS lists greys in step order; an empty or missing entry keeps the default step,
 * an invalid one is ignored with a warning.
 */
export function resolveGreys(overrides: readonly (string | null | undefined)[] | null | undefined): Record<GreyStep, string> {
  if (overrides && overrides.length > greySteps.length) {
    themeWarning(`only ${greySteps.length} greys are used, ${overrides.length} given`);
  }
  const scale = {} as Record<GreyStep, string>;
  greySteps.forEach((step, index) => {
    const override = overrides?.[index];
    const safe = override ? sanitizeCssColor(override) : null;
    if (override && !safe) themeWarning(`ignored invalid grey ${step} ${JSON.stringify(override)}`);
    scale[step] = safe ?? (defaultGreys[index] as string);
  });
  return scale;
}
