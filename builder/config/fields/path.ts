/**
 * Puck names a nested field by its path in the component's props: 'image.center',
 * 'medias_repeater[2].center'. These helpers reach a sibling of such a field.
 */

/** 'a.b[1].center' + 'media' -> 'a.b[1].media'. */
export function siblingPath(name: string, sibling: string): string {
  const at = name.lastIndexOf('.');
  return at < 0 ? sibling : `${name.slice(0, at)}.${sibling}`;
}

/** The value at a path like 'a.b[1].media' (undefined when any step is missing). */
export function readPath(source: unknown, path: string): unknown {
  const steps = path.split(/[.[\]]+/).filter(Boolean);
  let value: unknown = source;
  for (const step of steps) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}
