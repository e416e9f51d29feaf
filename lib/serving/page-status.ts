import 'server-only';
import { getPageResult } from '@/lib/cms/pages';
import { findSiteByDomain } from '@/lib/cms/sites';
import { getDb } from '@/lib/db';
import type { Locale } from '@/lib/i18n/locales';

/** What the proxy must answer for a public path before the page itself (README, "Serving"). */
export type PageStatus =
  | { status: 301 | 302; location: string }
  | { status: 503 }
  | { status: 200 | 404 | 403 | 500 | number };

/**
 * The HTTP status the content service gives a public path, for the proxy: redirects are
 * answered with their stored 301/302 and maintenance with 503, which a page cannot set.
 */
export async function pageStatus(host: string, locale: Locale, path: string): Promise<PageStatus> {
  const db = await getDb();
  const site = await findSiteByDomain(db, host);
  if (!site) return { status: 404 };
  if (site.maintenance) return { status: 503 };
  const result = await getPageResult(db, site, { locale, path });
  if ((result.status === 301 || result.status === 302) && 'location' in result && result.location) {
    return { status: result.status, location: result.location };
  }
  return { status: result.status };
}
