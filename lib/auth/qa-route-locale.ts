import { isLocale, type Locale } from '@/lib/i18n/locales';

/**
 * Workspace screens with one address per language (spec 000 section 2): the address says
 * the language, whatever the cookie prefers. Pure, so the proxy can use it.
 */
const LOCALISED_ROUTES: readonly Record<Locale, string>[] = [{ fr: '/qa/parametres-generaux', en: '/qa/general-settings' }];

/** The request header through which the proxy tells the /qa render its address's language (qaAddressLocale). */
export const QA_ROUTE_LOCALE_HEADER = 'x-qa-route-locale';

function routeOf(pathname: string): Record<Locale, string> | undefined {
  const path = pathname.replace(/\/+$/, '');
  return LOCALISED_ROUTES.find((route) => route.fr === path || route.en === path);
}

/** The language of a localised workspace address, null for the others (they follow the choice). */
export function qaRouteLocale(pathname: string): Locale | null {
  const route = routeOf(pathname);
  if (!route) return null;
  return route.fr === pathname.replace(/\/+$/, '') ? 'fr' : 'en';
}

/** The same screen's address in `locale` (the path itself when the screen has one address). */
export function qaRouteIn(pathname: string, locale: Locale): string {
  return routeOf(pathname)?.[locale] ?? pathname;
}

/**
 * The language a workspace address asks for, for the whole screen (its bar and menus too,
 * which the layout renders without the search params): a localised screen's path, else
 * `?lang=fr|en` (the links of the workspace's e-mails carry it), else null (the cookie decides).
 */
export function qaAddressLocale(pathname: string, lang: string | null): Locale | null {
  return qaRouteLocale(pathname) ?? (isLocale(lang) ? lang : null);
}
