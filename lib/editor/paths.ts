import { locales, type Locale } from '@/lib/i18n/locales';
import { EditorError } from './errors';

/** '/', or lowercase slug segments: '/a-propos', '/equipe/courtiers-2'. No trailing slash. */
const pagePath = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/;

export function isValidPagePath(path: string): boolean {
  return path.length <= 200 && pagePath.test(path);
}

/** Throws invalid_path (422) naming the locale and the rule when a path is not acceptable. */
export function assertValidPaths(paths: Partial<Record<Locale, string>>): void {
  for (const locale of locales) {
    const path = paths[locale];
    if (path === undefined) continue;
    if (!isValidPagePath(path)) {
      throw new EditorError(
        'invalid_path',
        `The ${locale} path "${path}" must start with "/" and hold only lowercase letters, digits, dashes and slashes`,
        { locale, path },
      );
    }
  }
}
