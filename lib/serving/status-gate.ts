import { NextResponse, type NextRequest } from 'next/server';
import { isLocale } from '@/lib/i18n/locales';
import type { PageStatus } from './page-status';
import { isSiteSegment } from '@/lib/sites/site-segment';
import { memoStatus } from '@/lib/cache/status-memo';
import { config } from '@/lib/config/env';

/**
 * Statuses a page render cannot give (the App Router answers 307/308 for redirects and 200
 * for a page that renders a maintenance message): the proxy asks the content service for the
 * path's status once, keeps the answer in this process (lib/cache/status-memo.ts: emptied
 * by every write through lib/cache/invalidate.ts, and at most STATUS_TTL_MS old, which bounds
 * how long another instance serves an outdated redirect) and answers 301/302 with Location, or 503 with
 * Retry-After and the site's maintenance page, itself rendered once and cached like any page.
 */

export const RETRY_AFTER_SECONDS = 600;
const INTERNAL_HEADER = 'x-serving-internal';

/** A per-process secret: only this server's own loopback may request internal segment URLs. */
function internalToken(): string {
  const holder = globalThis as { __servingInternalToken?: string };
  holder.__servingInternalToken ??= crypto.randomUUID();
  return holder.__servingInternalToken;
}

function loopbackOrigin(): string {
  return config().__NEXT_PRIVATE_ORIGIN || `http://127.0.0.1:${config().PORT}`;
}

/** True for this server's own request of an internal page URL (the maintenance document). */
export function isInternalRequest(request: NextRequest): boolean {
  const first = request.nextUrl.pathname.split('/')[1];
  return isSiteSegment(first) && request.headers.get(INTERNAL_HEADER) === internalToken();
}

async function fetchStatus(host: string, locale: string, path: string): Promise<PageStatus> {
  const url = new URL('/api/serving/status', loopbackOrigin());
  url.search = new URLSearchParams({ host, locale, path }).toString();
  const response = await fetch(url, { headers: { [INTERNAL_HEADER]: internalToken() }, cache: 'no-store' });
  if (!response.ok) throw new Error(`status lookup answered ${response.status}`);
  return (await response.json()) as PageStatus;
}

// unstable_cache does not keep entries across requests in the proxy, so a process memo.
const cachedStatus = (host: string, locale: string, path: string) =>
  memoStatus(`${host}\n${locale}\n${path}`, () => fetchStatus(host, locale, path));

/**
 * The default language of the site answering `host` (sites.default_locale), for a public
 * address without a language prefix; French when the lookup fails. Memoised like statuses.
 */
export async function siteDefaultLocale(host: string): Promise<'fr' | 'en'> {
  try {
    return (await cachedStatus(host, 'fr', '/')).defaultLocale ?? 'fr';
  } catch (error) {
    console.error('site language lookup failed', error);
    return 'fr';
  }
}

/** Locale and CMS path of a public pathname ('/fr/a/b' -> fr, '/a/b'), or null. */
export function splitPublicPath(pathname: string): { locale: string; path: string } | null {
  const [, locale, ...rest] = pathname.split('/');
  if (!isLocale(locale)) return null;
  const path = `/${rest.map((s) => { try { return decodeURIComponent(s); } catch { return s; } }).filter(Boolean).join('/')}`;
  return { locale, path };
}

/**
 * First path segments (after the locale) that are routes of their own beside the catch-all
 * CMS page, in app/(site)/[site]/[locale]/: the content service knows nothing of them, so
 * their status is their route's to give (the blocks test page answers 404 itself to anyone
 * but an editor). tests/serving/status-gate.test.ts checks the list against that folder.
 */
export const ownRouteSegments: ReadonlySet<string> = new Set(['blocks-test', 'alertes', 'alerts', 'mes-donnees', 'my-data']);

/**
 * The proxy's answer when the path's status is not a page: a redirect or the 503
 * maintenance document. Null means "serve the page" (also when the lookup fails: the
 * page then renders the status itself, as before).
 */
export async function statusResponse(request: NextRequest, host: string, pathname: string, internalUrl: URL): Promise<NextResponse | null> {
  // Editors previewing drafts (draft mode) see the site behind maintenance and new redirects.
  if (request.cookies.has('__prerender_bypass')) return null;
  const parts = splitPublicPath(pathname);
  if (!parts || ownRouteSegments.has(parts.path.split('/')[1] ?? '')) return null;
  let status: PageStatus;
  try {
    status = await cachedStatus(host, parts.locale, parts.path);
  } catch (error) {
    console.error('page status lookup failed', error);
    return null;
  }
  if ((status.status === 301 || status.status === 302) && 'location' in status) {
    // Relative to the request's own URL, so Next sends a relative Location (lib/serving/own-url.ts).
    const location = new URL(status.location, request.url);
    location.search = request.nextUrl.search;
    return NextResponse.redirect(location, status.status);
  }
  if (ERROR_DOCUMENT_STATUSES.has(status.status)) return errorDocumentResponse(internalUrl, status.status);
  return null;
}

/** Statuses answered with the page's own error document (header, message, action, footer). */
const ERROR_DOCUMENT_STATUSES = new Set([403, 404, 500, 503]);

/**
 * The page renders the error document (cached like any page) and this answer carries it
 * with its true status: complete server HTML, readable without JavaScript, whereas Next's
 * notFound() in an on-demand rendered page sends an empty `__next_error__` shell
 * (vercel/next.js#95613). If the document cannot be fetched the page is served as is.
 */
async function errorDocumentResponse(internalUrl: URL, status: number): Promise<NextResponse | null> {
  const url = new URL(`${internalUrl.pathname}${internalUrl.search}`, loopbackOrigin());
  let page: Response;
  try {
    page = await fetch(url, { headers: { [INTERNAL_HEADER]: internalToken() }, cache: 'no-store' });
  } catch (error) {
    console.error('error document fetch failed', error);
    return null;
  }
  const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };
  if (status === 503) headers['retry-after'] = String(RETRY_AFTER_SECONDS);
  return new NextResponse(await page.text(), { status, headers });
}
