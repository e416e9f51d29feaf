/**
 * What the proxy must answer for a public path before the page itself (docs/serving.md).
 * Its own module: the status memo, which content writes clear, needs the type and not the
 * lookup (lib/serving/page-status.ts), which reads the content those writes change.
 */
export type PageStatus = (
  | { status: 301 | 302; location: string }
  | { status: 200 | 403 | 404 | 500 | 503 | number }
) & {
  /** The site's default language (the bare address `/` goes there when the visitor has no preference). */
  defaultLocale?: 'fr' | 'en';
};
