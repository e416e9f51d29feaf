import createIntlMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { defineRouting } from 'next-intl/routing';
import { routing } from '@/i18n/routing';
import { isLocale } from '@/lib/i18n/locales';
import { isWriteApi, qaGuard } from '@/lib/auth/proxy-guard';
import { LOCALE_COOKIE, localeCookieOptions } from '@/lib/auth/locale-cookie';
import { QA_ROUTE_LOCALE_HEADER, qaAddressLocale } from '@/lib/auth/qa-route-locale';
import { checkRequest, notFoundRefusal, secure } from '@/lib/http/proxy-security';
import { REQUEST_ID_HEADER, requestIdFrom } from '@/lib/ops/request-id';
import { benchProxyFloor } from '@/lib/serving/bench-proxy-floor';
import { ownUrl } from '@/lib/serving/own-url';
import { requestOrigin, rewriteToSiteSegment } from '@/lib/serving/public-rewrite';
import { isSiteSegment } from '@/lib/sites/site-segment';
import { isInternalRequest, siteDefaultLocale, statusResponse } from '@/lib/serving/status-gate';

const intl = createIntlMiddleware(routing);
// A site whose default language is English: its bare address goes to /en when the visitor's
// cookie and browser languages do not choose (the demo sites and the default stay French).
const intlEnglishFirst = createIntlMiddleware(defineRouting({ ...routing, defaultLocale: 'en' }));
const SESSION_COOKIE = 'qa_session';

/**
 * Request entry: the editor guard for /qa and write APIs (a cheap cookie-presence check;
 * pages and handlers verify the session itself), then locale routing for the public site
 * (path prefix, then the i18n_redirected cookie, then Accept-Language, then the site's default language).
 */
export async function proxy(request: NextRequest) {
  const floor = benchProxyFloor(request);
  if (floor) return floor;
  const { pathname } = request.nextUrl;
  const hasSession = request.cookies.has(SESSION_COOKIE);
  // Security first (lib/http/proxy-security.ts): undecodable paths, NUL, forged writes, CSP nonce.
  const checked = checkRequest(request, hasSession);
  const response = checked instanceof Response ? checked : secure(request, await route(request, pathname, hasSession, checked.requestHeaders), checked.context);
  // The server set the request's id before Next ran (lib/ops/request-log.ts); a request that
  // reaches the proxy some other way (tests, a server without instrumentation) gets one here.
  response.headers.set('X-Request-Id', requestIdFrom(request.headers.get(REQUEST_ID_HEADER)));
  return response;
}

async function route(
  request: NextRequest,
  pathname: string,
  hasSession: boolean,
  requestHeaders: Headers | undefined,
): Promise<Response> {
  if (pathname.startsWith('/api/')) {
    if (isWriteApi(request.method, pathname) && !hasSession) {
      return NextResponse.json(
        { status: 'error', error: 'unauthorized', message: 'Authentication required' },
        { status: 401 },
      );
    }
    return NextResponse.next();
  }

  // Health probes (app/healthz, app/readyz): no locale, no auth.
  if (pathname === '/healthz' || pathname === '/readyz') return NextResponse.next();

  if (pathname === '/qa' || pathname.startsWith('/qa/')) {
    const guard = qaGuard(pathname, hasSession);
    if (guard) {
      const [path, query] = guard.redirect.split('?');
      return NextResponse.redirect(ownUrl(request, path || '/qa/login', query ? `?${query}` : ''));
    }
    // The language the address asks for (/qa/general-settings is English; ?lang=en), for
    // layout and page alike: the layout gets no search params, and its bar stayed in the
    // cookie's language under a page in the other.
    const headers = requestHeaders ?? new Headers(request.headers);
    headers.delete(QA_ROUTE_LOCALE_HEADER);
    const lang = request.nextUrl.searchParams.get('lang');
    const addressLocale = qaAddressLocale(pathname, lang);
    if (addressLocale) headers.set(QA_ROUTE_LOCALE_HEADER, addressLocale);
    const response = NextResponse.next({ request: { headers } });
    // An address's ?lang is the editor's choice from then on (the next screen follows it), as
    // the language switch stores it (app/api/auth/language).
    if (isLocale(lang) && lang === addressLocale && request.cookies.get(LOCALE_COOKIE)?.value !== lang) {
      response.cookies.set(LOCALE_COOKIE, lang, localeCookieOptions);
    }
    return response;
  }

  // This server's own request of an internal page URL (the 503 maintenance document).
  if (isInternalRequest(request)) return NextResponse.next();
  // Anyone else's: internal page URLs (/s.<segment>/fr/…) are this proxy's rewrites; asked for
  // directly they would skip the status gate and the headers, and render (and keep) a page for
  // whatever origin the segment names.
  if (isSiteSegment(pathname.split('/')[1])) return notFoundRefusal(request);

  // Public pages: served from the page cache under a key of site, variant, locale and path;
  // redirects and maintenance answered here with their true status (lib/serving/status-gate.ts).
  const host = new URL(requestOrigin(request)).hostname;
  // Path prefix, then cookie, then browser languages, then the site's default language.
  const prefixed = isLocale(pathname.split('/')[1]);
  const localeRouting = prefixed || (await siteDefaultLocale(host)) === 'fr' ? intl : intlEnglishFirst;
  const page = rewriteToSiteSegment(request, localeRouting(request));
  const internal = page.headers.get('x-middleware-rewrite');
  if (!internal) return page;
  return (await statusResponse(request, host, request.nextUrl.pathname, new URL(internal))) ?? page;
}

export const config = {
  // Everything except Next internals and files with an extension (favicon, images, fonts);
  // internal page URLs have a dot too (/s.<segment>/…) and are matched on their own.
  matcher: ['/((?!_next|_vercel|.*\\..*).*)', '/api/:path*', '/(s\\..*)'],
};
