import type { Locale, Localized } from '@/lib/i18n/locales';
import { linkUrlKind } from '@/lib/content/link-url';
import { specialPaths } from '@/lib/i18n/routes';

/** Where a link goes: a page of this site (a path starting with /) or elsewhere. */
export type UrlMode = 'page' | 'external';

/** An empty url starts as a page of the site, the common case. */
export function urlMode(url: string | undefined): UrlMode {
  return !url || linkUrlKind(url) === 'internal' ? 'page' : 'external';
}

/**
 * External urls must be https:// (the editor hint of the specs). mailto:, tel:, sms:
 * and #anchors are accepted too: the renderer handles them (lib/content/link-url.ts) and
 * the demo header calls a phone number. Empty is not an error (not filled yet).
 */
export function externalUrlError(url: string | undefined): boolean {
  const value = url?.trim() ?? '';
  if (!value) return false;
  const kind = linkUrlKind(value);
  if (kind === 'contact' || kind === 'anchor') return false;
  return !/^https:\/\/[^\s/]+/i.test(value);
}

/** A CMS page path ('/', '/courtiers') as visitors see it in a locale ('/fr', '/fr/courtiers'). */
export function publicPagePath(locale: Locale, path: string): string {
  return path === '/' || path === '' ? `/${locale}` : `/${locale}${path.startsWith('/') ? path : `/${path}`}`;
}

export interface PageChoice {
  value: string;
  label: string;
}

export interface PickablePage {
  title: Localized<string>;
  paths: Partial<Record<Locale, string>>;
}

/**
 * The picker's choices in a locale: the site's pages that have a path in it, then the
 * property search and the blog (routes, not CMS pages).
 */
export function pageChoices(pages: readonly PickablePage[], locale: Locale, routeLabels: { properties: string; blog: string }): PageChoice[] {
  const choices: PageChoice[] = [];
  for (const page of pages) {
    const path = page.paths[locale];
    if (path === undefined) continue;
    const value = publicPagePath(locale, path);
    choices.push({ value, label: `${page.title[locale] || page.title.fr || page.title.en || value} — ${value}` });
  }
  for (const [key, label] of [['properties', routeLabels.properties], ['blog', routeLabels.blog]] as const) {
    const value = publicPagePath(locale, specialPaths[key][locale]);
    if (!choices.some((choice) => choice.value === value)) choices.push({ value, label: `${label} — ${value}` });
  }
  return choices;
}

/** The choice a saved url points to ('/fr/' is the choice '/fr'), if any. */
export function findChoice(choices: readonly PageChoice[], url: string | undefined): PageChoice | undefined {
  return url ? choices.find((choice) => sameTarget(choice.value, url)) : undefined;
}

/** '/fr/' and '/fr' are the same page. */
export function sameTarget(a: string, b: string): boolean {
  const trim = (value: string) => (value.length > 1 ? value.replace(/\/+$/, '') : value);
  return trim(a) === trim(b);
}

/** The locale's url set (or removed when emptied), the other locale kept. */
export function withLocaleUrl(value: Localized<string> | undefined, locale: Locale, url: string): Localized<string> {
  const next: Localized<string> = { ...value };
  if (url) next[locale] = url;
  else delete next[locale];
  return next;
}
