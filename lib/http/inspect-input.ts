/**
 * Request-wide checks of decoded input, run on every JSON or form body (and on query
 * strings by the proxy) before any schema or query sees it:
 * - no U+0000 anywhere: PostgreSQL text cannot hold it and the driver fails with an error
 *   that used to surface as a 500 (or a 503 at the lead intake);
 * - link-like fields (url, href, link, src, ...Url) never carry javascript:, vbscript: or a
 *   non-image data: URL. React refuses them at render, but the page API hands content to
 *   other clients as saved.
 */

export interface InputProblem {
  /** Dotted path of the field ('email', 'content.0.fields.link.url.fr'). */
  path: string;
  message: string;
}

export const NUL_MESSAGE = 'must not contain the NUL character (U+0000)';
export const UNSAFE_URL_MESSAGE = 'must not be a javascript:, vbscript: or data: URL';

const URL_KEY = /(^|_)(url|href|link|src)$|(Url|Href|Src)$/i;

export function hasNul(value: string): boolean {
  return value.includes('\u0000');
}

/** Browsers ignore ASCII whitespace and control characters inside a scheme, so they are removed before the check. */
export function isUnsafeUrl(value: string): boolean {
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  if (compact.startsWith('javascript:') || compact.startsWith('vbscript:')) return true;
  return compact.startsWith('data:') && !/^data:image\/(png|jpe?g|gif|webp|avif);/.test(compact);
}

function join(path: string, key: string | number): string {
  return path ? `${path}.${key}` : String(key);
}

function inspect(value: unknown, path: string, urlField: boolean, depth: number): InputProblem | null {
  if (depth > 64) return { path, message: 'is nested too deeply' };
  if (typeof value === 'string') {
    if (hasNul(value)) return { path: path || 'body', message: NUL_MESSAGE };
    if (urlField && isUnsafeUrl(value)) return { path, message: UNSAFE_URL_MESSAGE };
    return null;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const problem = inspect(item, join(path, index), urlField, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (hasNul(key)) return { path: join(path, key.replace(/\u0000/g, '\\u0000')), message: 'has a field name with the NUL character' };
      // A localised url ({fr, en}) keeps the url rule for its values.
      const childUrl = URL_KEY.test(key) || (urlField && (key === 'fr' || key === 'en'));
      const problem = inspect(item, join(path, key), childUrl, depth + 1);
      if (problem) return problem;
    }
  }
  return null;
}

/** The first problem of a decoded body, or null. */
export function inspectInput(value: unknown): InputProblem | null {
  return inspect(value, '', false, 0);
}

/** The first query parameter (name or value) holding a NUL, or null. */
export function nulQueryParameter(params: URLSearchParams): string | null {
  for (const [name, value] of params) if (hasNul(name) || hasNul(value)) return name.replace(/\u0000/g, '') || 'query';
  return null;
}
