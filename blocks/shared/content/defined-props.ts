/**
 * The props whose value is not undefined. A server component's explicit `prop={undefined}`
 * still travels in the page's RSC payload as `"prop":"$undefined"`; leaving the key out
 * costs nothing. Used on elements a page repeats (links, icons).
 */
export function definedProps<T extends Record<string, unknown>>(props: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(props) as (keyof T)[]) {
    if (props[key] !== undefined) out[key] = props[key];
  }
  return out;
}
