/**
 * `npm run bench`'s proxy floor: with BENCH_ALLOW_NOCACHE=1 (benchmark servers only), a request
 * carrying `x-bench-proxy-floor: 1` is answered by the proxy's first line with an empty 200. It
 * measures what Next costs a request that reaches the proxy and goes no further (no page, no
 * cache read): no cached page served through the proxy can be faster. Ignored otherwise.
 */
export function benchProxyFloor(request: Request): Response | null {
  if (process.env.BENCH_ALLOW_NOCACHE !== '1' || request.headers.get('x-bench-proxy-floor') !== '1') return null;
  return new Response(null, { status: 200, headers: { 'cache-control': 'no-store' } });
}
