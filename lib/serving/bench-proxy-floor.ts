import { benchRequest } from '@/lib/config/bench-switches';

/**
 * `npm run bench`'s proxy floor: on a benchmark server (bench-switches.ts), a request carrying
 * `x-bench-proxy-floor: 1` is answered by the proxy's first line with an empty 200. It
 * measures what Next costs a request that reaches the proxy and goes no further (no page, no
 * cache read): no cached page served through the proxy can be faster. Ignored otherwise.
 */
export function benchProxyFloor(request: Request): Response | null {
  if (benchRequest(request.headers) !== 'proxy-floor') return null;
  return new Response(null, { status: 200, headers: { 'cache-control': 'no-store' } });
}
