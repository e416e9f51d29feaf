import { NextResponse, type NextRequest } from 'next/server';
import { benchNocacheKey, benchRequest } from '@/lib/config/bench-switches';
import { ownUrl } from './own-url';
import { encodeSiteSegment } from '@/lib/sites/site-segment';

const VARIANT = /^[A-Za-z0-9_-]{1,64}$/;
const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$/;

/** The origin the visitor used: scheme and host (with port) from the proxy headers or the request. */
export function requestOrigin(request: NextRequest): string {
  const first = (value: string | null) => value?.split(',')[0]?.trim() || null;
  const forwardedHost = first(request.headers.get('x-forwarded-host'));
  const host = [forwardedHost, request.headers.get('host'), request.nextUrl.host].find((h) => h && HOST.test(h)) ?? 'localhost';
  const proto = first(request.headers.get('x-forwarded-proto')) ?? request.nextUrl.protocol.replace(/:$/, '');
  return `${proto === 'https' ? 'https' : 'http'}://${host.toLowerCase()}`;
}

/**
 * Turns next-intl's answer for a public page into a rewrite to the page's cache key:
 * `/fr/x?variant=v` is served by `/{site segment}/fr/x`, where the segment carries the origin
 * and the variant. Redirects (no locale in the path) pass through unchanged.
 */
export function rewriteToSiteSegment(request: NextRequest, intlResponse: NextResponse): NextResponse {
  if (intlResponse.headers.has('location')) return intlResponse;
  const internal = intlResponse.headers.get('x-middleware-rewrite');
  const pathname = internal ? new URL(internal).pathname : request.nextUrl.pathname;
  const variant = request.nextUrl.searchParams.get('variant');
  // Benchmark servers only (bench-switches.ts): a one-off key so the page renders uncached.
  const nocache = benchNocacheKey(benchRequest(request.headers));
  const segment = encodeSiteSegment({
    origin: requestOrigin(request),
    variant: variant && VARIANT.test(variant) ? variant : null,
    ...(nocache ? { nocache } : {}),
  });
  const url = ownUrl(request, `/${segment}${pathname}`, request.nextUrl.search);
  const headers = new Headers();
  intlResponse.headers.forEach((value, key) => {
    if (key !== 'x-middleware-rewrite' && key !== 'x-middleware-next' && key !== 'set-cookie') headers.set(key, value);
  });
  const response = NextResponse.rewrite(url, { headers });
  for (const cookie of intlResponse.cookies.getAll()) response.cookies.set(cookie);
  return response;
}
