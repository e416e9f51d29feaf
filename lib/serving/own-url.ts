import type { NextRequest } from 'next/server';

/**
 * A URL on this server for the proxy's rewrites and redirects: the request's own URL (the
 * origin Next's router built from the bound address, e.g. http://127.0.0.1:3000) with another
 * path and query.
 *
 * Next 16.4 treats a proxy rewrite as internal only when its origin equals that router origin;
 * any other origin is forwarded over HTTP, to this same server, as an outside request.
 * `request.nextUrl` cannot give it: NextURL turns every loopback host (127.x, [::1]) into
 * `localhost`, so with HOSTNAME=127.0.0.1 or ::1 a rewrite built from it went out over HTTP
 * and the proxy refused it. `request.url` is the router's URL unchanged because
 * next.config.ts sets `skipProxyUrlNormalize` (tests/serving/bind-address.mjs holds it).
 */
export function ownUrl(request: NextRequest, pathname: string, search = ''): URL {
  const url = new URL(request.url);
  url.pathname = pathname;
  url.search = search;
  return url;
}
