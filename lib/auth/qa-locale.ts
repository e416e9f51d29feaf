import { cookies, headers } from 'next/headers';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import { LOCALE_COOKIE } from './locale-cookie';
import { QA_ROUTE_LOCALE_HEADER } from './qa-route-locale';


type QueryValue = string | string[] | undefined;

/** The address's own language first (/qa/general-settings is English), then ?lang=en|fr, then the cookie, then French. */
export function resolveQaLocale(lang: QueryValue, cookieValue: string | undefined, routeLocale?: string | null): Locale {
  if (isLocale(routeLocale)) return routeLocale;
  const requested = Array.isArray(lang) ? lang[0] : lang;
  if (isLocale(requested)) return requested;
  if (isLocale(cookieValue)) return cookieValue;
  return defaultLocale;
}

/**
 * The language of a /qa page. /qa lives outside the [locale] segment, so next-intl has no
 * request locale there: the proxy names the language of a localised address in a request
 * header (layouts see no path); pages pass their search params; otherwise the cookie (the
 * language switch stores the choice in it).
 */
export async function getQaLocale(searchParams?: { lang?: QueryValue }): Promise<Locale> {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  return resolveQaLocale(searchParams?.lang, cookieStore.get(LOCALE_COOKIE)?.value, headerList.get(QA_ROUTE_LOCALE_HEADER));
}
