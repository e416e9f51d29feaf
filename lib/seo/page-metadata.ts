import type { Metadata } from 'next';
import type { PageResponse, SeoEntry } from '@/lib/content/types';
import { localeInfo, pick, type Locale } from '@/lib/i18n/locales';

/**
 * Next metadata from the page response: title, description, Open Graph and Twitter per
 * locale, canonical, robots rule, hreflang alternates (fr-CA, en-CA, x-default).
 * og_locale defaults to `{locale}_CA`. Every URL is absolute, on `origin` (lib/seo/site-origin.ts).
 */
export function pageMetadata(page: PageResponse, locale: Locale, origin: string): Metadata {
  const global: SeoEntry = pick(page.seo.global, locale) ?? {};
  const facebook: SeoEntry = { ...global, ...pick(page.seo.facebook, locale) };
  const twitter: SeoEntry = { ...global, ...pick(page.seo.twitter, locale) };
  const title = global.og_title ?? pick(page.title, locale);
  const languages: Record<string, string> = {};
  const absolute = (path: string) => new URL(path, origin).toString();
  for (const alternate of page.alternate_paths) languages[localeInfo[alternate.locale].iso] = absolute(alternate.path);
  const french = page.alternate_paths.find((a) => a.locale === 'fr');
  if (french) languages['x-default'] = absolute(french.path);
  const selfPath = page.alternate_paths.find((a) => a.locale === locale)?.path;
  const self = selfPath ? absolute(selfPath) : undefined;
  // No French fallback here: an English page canonical to the French URL would drop it from the index.
  const custom = page.seo.canonical_url?.[locale];
  const canonical = custom ? absolute(custom) : self;
  const image = (entry: SeoEntry) =>
    entry.og_image
      ? [{ url: entry.og_image, width: entry.og_image_width, height: entry.og_image_height, type: entry.og_image_type }]
      : undefined;

  return {
    metadataBase: new URL(origin),
    title,
    description: global.og_description,
    robots: page.seo.robots_index_rule,
    alternates: { canonical, languages },
    openGraph: {
      title: facebook.og_title ?? title,
      description: facebook.og_description,
      url: facebook.og_url ? absolute(facebook.og_url) : canonical,
      type: (facebook.og_type as 'website' | 'article' | undefined) ?? 'website',
      locale: facebook.og_locale ?? localeInfo[locale].ogLocale,
      images: image(facebook),
    },
    twitter: {
      card: twitter.og_image ? 'summary_large_image' : 'summary',
      title: twitter.og_title ?? title,
      description: twitter.og_description,
      images: twitter.og_image ? [twitter.og_image] : undefined,
    },
    other: facebook.fb_app_id ? { 'fb:app_id': facebook.fb_app_id } : undefined,
  };
}
