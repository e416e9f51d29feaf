/**
 * A page path as the create form accepts it: '/', then lowercase letters, digits, '-' and '/'.
 * Browsers compile an input's pattern with the `v` flag, where '-' and '/' must be escaped
 * inside a class; an invalid pattern is ignored (and logged as an error).
 */
export const PAGE_PATH_PATTERN = String.raw`/[a-z0-9\-\/]*`;
