/**
 * The theme CSS is inlined in a <style> tag, so every CMS value that reaches it must be
 * unable to close the rule or the tag. Colours are accepted only in shapes that cannot
 * carry '<', '{', '}' or ';'.
 */

const hex = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const functional = /^(?:rgba?|hsla?)\(\s*[0-9.,%\s/+-]+(?:deg|turn|rad)?[0-9.,%\s/+-]*\)$/i;
/** Named colours, 'transparent', 'currentColor': letters only, so harmless even if unknown to CSS. */
const named = /^[a-z]{3,30}$/i;
/** A reference to another theme variable, e.g. var(--accent1). */
const variable = /^var\(--[a-z0-9-]{1,60}\)$/i;

/** The colour, trimmed, if it is a hex, rgb(), hsl(), named colour or var(--x); else null. */
export function sanitizeCssColor(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const color = value.trim();
  if (!color || /[<>{};"'\\]/.test(color)) return null;
  if (hex.test(color) || functional.test(color) || named.test(color) || variable.test(color)) return color;
  return null;
}
