import 'server-only';
import { getPageResult } from '@/lib/cms/pages';
import { siteByHost } from '@/lib/sites/site-by-host';
import { getDb } from '@/lib/db';
import type { Locale } from '@/lib/i18n/locales';
import type { PageStatus } from '@/lib/cache/page-status-type';
import { resolvePublicPath } from './resolve-path';

export type { PageStatus };

/**
 * The HTTP status the content service gives a public path, for the proxy: a page render
 * cannot set it (the App Router answers 307/308 for redirects and 200 for a rendered error
 * page), so the proxy answers redirects with their stored 301/302, and 404, 403, 500 and
 * 503 with the status and the page's own server-rendered error document.
 * The path is looked up as the page looks it up (lib/serving/resolve-path.ts).
 */
export async function pageStatus(host: string, locale: Locale, path: string): Promise<PageStatus> {
  const db = await getDb();
  const site = await siteByHost(host);
  if (!site) return { status: 404 };
  if (site.maintenance) return { status: 503 };
  const resolved = await resolvePublicPath(site, locale, path, await getPageResult(db, site, { locale, path, storedContent: true }));
  switch (resolved.kind) {
    case 'cms': {
      const { result } = resolved;
      if (result.status === 301 || result.status === 302) {
        // A redirect without a location is the content service's error ('unexpected-redirection').
        return 'location' in result && result.location ? { status: result.status, location: result.location } : { status: 500 };
      }
      return { status: result.status };
    }
    case 'office':
    case 'profile':
      return { status: 200 };
    case 'listing':
      return resolved.canonical === `/${locale}${path}` ? { status: 200 } : { status: 301, location: resolved.canonical };
    case 'not-found':
      return { status: 404 };
  }
}

/** The default language of the site answering host (French when no site answers). */
export async function siteLanguage(host: string): Promise<Locale> {
  return (await siteByHost(host))?.default_locale ?? 'fr';
}
