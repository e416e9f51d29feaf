import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const nextConfig: NextConfig = {
  // PGlite ships a WASM build and data files: keep it out of the server bundle.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sanitize-html'],
  experimental: {
    // forbidden() renders app/forbidden.tsx with a real 403 status.
    authInterrupts: true,
    // app/global-not-found.tsx: URLs that match no route (the app has several root layouts).
    globalNotFound: true,
  },
  poweredByHeader: false,
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
};

export default withNextIntl(nextConfig);
