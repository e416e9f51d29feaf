import { cookies } from 'next/headers';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';

/** The cookie next-intl uses for the public site (i18n/routing.ts): one preference for both. */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

type QueryValue = string | string[] | undefined;

/** ?lang=en|fr first, then the cookie, then French. */
export function resolveQaLocale(lang: QueryValue, cookieValue: string | undefined): Locale {
  const requested = Array.isArray(lang) ? lang[0] : lang;
  if (isLocale(requested)) return requested;
  if (isLocale(cookieValue)) return cookieValue;
  return defaultLocale;
}

/**
 * The language of a /qa page. /qa lives outside the [locale] segment, so next-intl has no
 * request locale there: pages pass their search params; layouts, which get none, read
 * the cookie only (the language switch stores the choice in it).
 */
export async function getQaLocale(searchParams?: { lang?: QueryValue }): Promise<Locale> {
  const cookieStore = await cookies();
  return resolveQaLocale(searchParams?.lang, cookieStore.get(LOCALE_COOKIE)?.value);
}
