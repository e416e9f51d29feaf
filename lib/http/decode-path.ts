import { nulQueryParameter } from './inspect-input';

/**
 * Request-line checks the proxy makes before any route runs: every route decodes its
 * path (params, the CMS path, the listings microsite id), so a path that does not decode
 * used to throw (500) and a NUL reached PostgreSQL (500 / 503).
 */
export type RequestLineProblem =
  | { status: 400; error: 'malformed_path'; message: string }
  | { status: 404; error: 'not_found'; message: string }
  | { status: 400; error: 'invalid_parameter'; message: string; param: string };

export function decodePathname(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/** The problem of a request's path and query, or null when both are usable. */
export function requestLineProblem(pathname: string, search: URLSearchParams): RequestLineProblem | null {
  const decoded = decodePathname(pathname);
  if (decoded === null) return { status: 400, error: 'malformed_path', message: 'The path is not valid percent-encoding' };
  // No page, id or slug holds a NUL: such a path names nothing.
  if (decoded.includes('\u0000')) return { status: 404, error: 'not_found', message: 'No resource at this path' };
  const param = nulQueryParameter(search);
  if (param !== null) return { status: 400, error: 'invalid_parameter', message: `${param} must not contain the NUL character (U+0000)`, param };
  return null;
}
