import { findSiteByKey, type Site } from '@/lib/sites/sites';
import type { Queryable } from '@/lib/db/types';

/**
 * The site a lead is for: the one whose key is X-Site-Key AND whose microsite_id is in
 * the path. Anything else (no key, a wrong key, another site's key) is null -> 401.
 */
export async function authenticateSite(db: Queryable, micrositeId: string, siteKey: string | null): Promise<Site | null> {
  const key = siteKey?.trim();
  if (!key) return null;
  const site = await findSiteByKey(db, key);
  return site && site.microsite_id === micrositeId ? site : null;
}
