import { config } from '@/lib/config/env';
/**
 * `npm run bench`'s switches on the request path, in one place. They exist only on a server
 * started with BENCH_ALLOW_NOCACHE=1 (scripts/bench-*.mjs), read once when the process loads
 * this module: on any other server no request header can skip a cache or the proxy.
 *
 * - `x-bench-proxy-floor: 1`: the proxy answers an empty 200 at once (bench-proxy-floor.ts).
 * - `x-bench-no-cache: page`: the page cache misses (a render per view, page data cached).
 * - `x-bench-no-cache: 1`: the page cache and the page's data cache miss (render and queries).
 */
export const benchEnabled = config().BENCH_ALLOW_NOCACHE;

export type BenchRequest = 'proxy-floor' | 'render' | 'uncached';

/** What a benchmark request asks for, or null (always null on a normal server). */
export function benchRequest(headers: Headers): BenchRequest | null {
  if (!benchEnabled) return null;
  if (headers.get('x-bench-proxy-floor') === '1') return 'proxy-floor';
  const noCache = headers.get('x-bench-no-cache');
  return noCache === 'page' ? 'render' : noCache === '1' ? 'uncached' : null;
}

const RENDER_PREFIX = 'page-';

/** The one-off key of the site segment (site-segment.ts `nocache`) that makes the page cache miss. */
export function benchNocacheKey(request: BenchRequest | null): string | undefined {
  if (request === 'render') return `${RENDER_PREFIX}${crypto.randomUUID()}`;
  if (request === 'uncached') return crypto.randomUUID();
  return undefined;
}

/** Whether a page rendered under this segment key skips the data cache as well. */
export function skipsDataCache(nocache: string | undefined): boolean {
  return benchEnabled && Boolean(nocache) && !nocache!.startsWith(RENDER_PREFIX);
}
