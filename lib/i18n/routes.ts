import type { Locale } from './locales';

/** Prefixed paths of the site's special pages in one locale. */
export interface SiteRoutes {
  home: string;
  contact: string;
  properties: string;
  blog: string;
  terms: string;
  privacy: string;
}

/** Localised paths of the special pages of spec 000 section 2 (without the locale prefix). */
export const specialPaths: Record<keyof Omit<SiteRoutes, 'home'>, Record<Locale, string>> = {
  contact: { fr: '/contact', en: '/contact' },
  properties: { fr: '/proprietes', en: '/properties' },
  blog: { fr: '/blogue', en: '/blog' },
  terms: { fr: '/conditions-et-utilisation', en: '/terms-of-use' },
  privacy: { fr: '/politique-confidentialite', en: '/privacy-policy' },
};

/** The visitor's own data page (an app route, not a CMS page): ask for a link, see, download, erase. */
export const myDataPaths: Record<Locale, string> = { fr: '/fr/mes-donnees', en: '/en/my-data' };

/** Full, prefixed paths for the site's special pages in a locale. */
export function siteRoutes(locale: Locale): SiteRoutes {
  const prefixed = (key: keyof typeof specialPaths) => `/${locale}${specialPaths[key][locale]}`;
  return {
    home: `/${locale}`,
    contact: prefixed('contact'),
    properties: prefixed('properties'),
    blog: prefixed('blog'),
    terms: prefixed('terms'),
    privacy: prefixed('privacy'),
  };
}

/** `/fr/blogue/{slug}-{id}`: the article id is the number after the last dash. */
export function parseBlogPostPath(path: string, locale: Locale): { slug: string; id: number } | null {
  const prefix = `${specialPaths.blog[locale]}/`;
  if (!path.startsWith(prefix)) return null;
  const match = /^(.+)-(\d+)$/.exec(path.slice(prefix.length));
  if (!match || !match[1] || !match[2]) return null;
  return { slug: match[1], id: Number(match[2]) };
}

export function blogPostPath(locale: Locale, slug: string, id: number | string): string {
  return `${specialPaths.blog[locale]}/${slug}-${id}`;
}

/**
 * Normalises a CMS path: leading slash, no trailing slash, no query string,
 * collapsed duplicate slashes. The home page is '/'.
 */
export function normalizePath(path: string | string[] | undefined | null): string {
  const raw = Array.isArray(path) ? path.join('/') : (path ?? '');
  const withoutQuery = raw.split(/[?#]/)[0] ?? '';
  const trimmed = withoutQuery.replace(/\/{2,}/g, '/').replace(/^\/+|\/+$/g, '');
  return `/${trimmed}`;
}
