import type { ThemeSettings } from '@/lib/content/types';
import { schemeVariables } from './scheme-variables';
import { colorSchemeNames, type ColorScheme } from './schemes';
import { resolveTheme } from './resolve';

type Declarations = Record<string, string>;

/** Last line of defence for an inline <style>: a value able to end the rule or the tag is dropped. */
const unsafe = /[<>{};]/;

function rule(selector: string, declarations: Declarations): string {
  const body = Object.entries(declarations)
    .filter(([, value]) => !unsafe.test(value))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `${selector}{${body}}`;
}

function schemeDeclarations(scheme: ColorScheme): Declarations {
  const declarations: Declarations = {};
  for (const variable of schemeVariables) declarations[`--${variable}`] = scheme.colors[variable];
  return declarations;
}

/**
 * The site's theme as CSS, for a <style> tag in the layout: theme variables (palette,
 * greys, radii) and the normal scheme on :root, then one rule per colour scheme that
 * blocks select with data-scheme.
 */
export function themeToCss(settings: ThemeSettings | null | undefined): string {
  const theme = resolveTheme(settings);
  const root: Declarations = {};
  for (const [name, value] of Object.entries(theme.palette)) root[`--${name}`] = value;
  for (const [step, value] of Object.entries(theme.greys)) root[`--gray-${step}`] = value;
  for (const [name, value] of Object.entries(theme.radii)) root[`--radius-${name}`] = value;
  const rules = [rule(':root', { ...root, ...schemeDeclarations(theme.schemes.normal) })];
  for (const name of colorSchemeNames) {
    rules.push(rule(`[data-scheme="${name}"]`, schemeDeclarations(theme.schemes[name])));
  }
  return rules.join('\n');
}
