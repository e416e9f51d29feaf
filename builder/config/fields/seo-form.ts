import type { Seo, SeoEntry } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The page SEO form of one locale over the saved Seo shape (spec 000 section 3), as
 * lib/seo/page-metadata.ts reads it: title, description and og image are the locale's
 * `global` entry (Facebook and Twitter fall back to it), canonical is canonical_url of
 * the locale, robots is the page's one robots_index_rule. Other keys stay as they are.
 */
export interface SeoForm {
  title: string;
  description: string;
  ogImage: string;
  canonical: string;
  robots: string;
}

export const robotsRules = ['index, follow', 'noindex, follow', 'index, nofollow', 'noindex, nofollow'] as const;

const entryKeys = { title: 'og_title', description: 'og_description', ogImage: 'og_image' } as const satisfies Partial<Record<keyof SeoForm, keyof SeoEntry>>;

export function seoForm(seo: Seo | undefined, locale: Locale): SeoForm {
  const entry = seo?.global?.[locale];
  return {
    title: entry?.og_title ?? '',
    description: entry?.og_description ?? '',
    ogImage: entry?.og_image ?? '',
    canonical: seo?.canonical_url?.[locale] ?? '',
    robots: seo?.robots_index_rule ?? '',
  };
}

/** The Seo with one form value changed; an emptied value removes its key (and empty parents). */
export function withSeoValue(seo: Seo | undefined, locale: Locale, key: keyof SeoForm, raw: string): Seo {
  // Not trimmed: the value is saved as typed, and a trailing space is the next word's start.
  const value = raw.trim() === '' ? '' : raw;
  const next: Seo = { ...seo };
  if (key === 'robots') {
    if (value) next.robots_index_rule = value;
    else delete next.robots_index_rule;
    return next;
  }
  if (key === 'canonical') {
    const canonical = { ...next.canonical_url };
    if (value) canonical[locale] = value;
    else delete canonical[locale];
    if (Object.keys(canonical).length > 0) next.canonical_url = canonical;
    else delete next.canonical_url;
    return next;
  }
  const entry: SeoEntry = { ...next.global?.[locale] };
  const imageChanged = key === 'ogImage' && (entry.og_image ?? '') !== value;
  if (value) entry[entryKeys[key]] = value;
  else delete entry[entryKeys[key]];
  // The size and type described the previous image: stale for a new one.
  if (imageChanged) {
    delete entry.og_image_width;
    delete entry.og_image_height;
    delete entry.og_image_type;
  }
  const global = { ...next.global };
  if (Object.keys(entry).length > 0) global[locale] = entry;
  else delete global[locale];
  if (Object.keys(global).length > 0) next.global = global;
  else delete next.global;
  return next;
}

/** A canonical url is absolute (https://) or a path of the site (/...); empty means the page's own. */
export function canonicalError(url: string): boolean {
  const value = url.trim();
  return value !== '' && !/^https:\/\/[^\s/]+/i.test(value) && !(value.startsWith('/') && !value.startsWith('//'));
}
