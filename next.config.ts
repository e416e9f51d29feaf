import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { PROXY_BODY_LIMIT } from './lib/http/body-limits';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const nextConfig: NextConfig = {
  // PGlite ships a WASM build and data files: keep it out of the server bundle.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sanitize-html', 'redis'],
  experimental: {
    // forbidden() renders app/forbidden.tsx with a real 403 status.
    authInterrupts: true,
    // app/global-not-found.tsx: URLs that match no route (the app has several root layouts).
    globalNotFound: true,
    // Rendered pages and cached data live in memory (or in Redis, below), not in .next/:
    // a page rendered from one database must not be served after a restart on another.
    isrFlushToDisk: false,
    // proxy.ts runs on every API route, so Next buffers each body for it and, past this size,
    // hands the route a cut body without a word (10 MB by default): sized from the routes'
    // own limits, so a body within one arrives whole and one past them all still reads as too large.
    proxyClientMaxBodySize: PROXY_BODY_LIMIT,
    // The style sheets go into each page's HTML (BUILD_INLINE_CSS=0 at build keeps them as files):
    // a phone then draws its first frame without a round trip per sheet. Blocks' styles are
    // the page's own only (blocks/BlockSheets.tsx), so what is inlined here is globals.css and
    // the page pieces', about 22 KB (twice: HTML and RSC payload, +10 KB gzip): Lighthouse mobile
    // LCP on a quiet machine, home 3.27 -> 2.69 s, search 2.90 -> 2.53 s (docs/benchmarks.md).
    inlineCss: process.env.BUILD_INLINE_CSS !== '0',
  },
  // proxy.ts sees the URL Next's router built from the bound address (request.url), so its
  // rewrites stay internal whatever HOSTNAME is (lib/serving/own-url.ts). The normalisation it
  // turns off only concerns the Pages Router's /_next/data URLs, which this app has none of.
  skipProxyUrlNormalize: true,
  turbopack: {
    rules: {
      // Blocks' style sheets (CSS modules) become class names and, on the server, the CSS each
      // page renders for its own blocks only (blocks/BlockSheets.tsx); the rest stays Next's CSS.
      '*.module.pcss': [
        {
          condition: { all: [{ path: /^blocks\// }, { not: 'browser' }] },
          loaders: [path.resolve('scripts/build/block-sheet-loader.cjs')],
          type: 'ecmascript',
        },
        {
          condition: { all: [{ path: /^blocks\// }, 'browser'] },
          loaders: [{ loader: path.resolve('scripts/build/block-sheet-loader.cjs'), options: { css: false } }],
          type: 'ecmascript',
        },
      ],
    },
  },
  poweredByHeader: false,
  // An ETag is a hash of the whole HTML computed in JavaScript on every response (a fifth of
  // the CPU of a cached page view, measured with --cpu-prof); cached pages carry
  // s-maxage/stale-while-revalidate for shared caches instead.
  generateEtags: false,
  // The blog's RSS feeds live under the archive's localised path; the catch-all page would take them otherwise.
  async rewrites() {
    return {
      beforeFiles: [
        { source: '/fr/blogue/rss.xml', destination: '/api/blog/rss/fr' },
        { source: '/en/blog/rss.xml', destination: '/api/blog/rss/en' },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
  // The page cache and its tags go through cache-handler.mjs, which decides when the server
  // starts (not at build): on Redis when REDIS_URL is set, so several instances share pages
  // and invalidations; otherwise in this process's memory, as Next's own cache would.
  cacheHandler: path.resolve('cache-handler.mjs'),
  cacheMaxMemorySize: 0,
};

export default withNextIntl(nextConfig);
