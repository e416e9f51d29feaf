import type { NextRequest } from 'next/server';
import { isLocale } from '@/lib/i18n/locales';
import { QA_HOME, qaPathOrNull } from '@/lib/auth/next-path';
import { jsonError, seeOther } from '@/lib/auth/responses';
import { LOCALE_COOKIE, localeCookieOptions } from '@/lib/auth/locale-cookie';
import { qaRouteIn } from '@/lib/auth/qa-route-locale';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The QA language switch: GET /api/auth/language?lang=en[&next=/qa/...] stores the choice
 * in the locale cookie (layouts cannot read ?lang, pages can) and returns to `next`, else
 * to the QA page the link was clicked on (Referer), else to /qa.
 */
export function GET(request: NextRequest): Response {
  const lang = request.nextUrl.searchParams.get('lang');
  if (!isLocale(lang)) return jsonError(400, 'invalid_input', 'lang must be fr or en');
  const back = qaPathOrNull(request.nextUrl.searchParams.get('next')) ?? refererPath(request) ?? QA_HOME;
  const response = seeOther(withoutLang(back, lang));
  response.cookies.set(LOCALE_COOKIE, lang, localeCookieOptions);
  return response;
}

/** Only the path of the Referer is kept, and only a /qa one: it cannot lead off the site. */
function refererPath(request: NextRequest): string | null {
  const referer = request.headers.get('referer');
  if (!referer || !URL.canParse(referer)) return null;
  const url = new URL(referer);
  return qaPathOrNull(`${url.pathname}${url.search}`);
}

/** A ?lang left in the return path would override the cookie just set; a localised address goes to its twin. */
function withoutLang(path: string, lang: Locale): string {
  const url = new URL(path, 'http://qa.local');
  url.searchParams.delete('lang');
  url.pathname = qaRouteIn(url.pathname, lang);
  // Re-checked: URL parsing resolves '..' segments.
  return qaPathOrNull(`${url.pathname}${url.search}${url.hash}`) ?? QA_HOME;
}
