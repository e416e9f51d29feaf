import 'server-only';
import { cacheTags } from '@/lib/cache/tags';
import { taggedCache } from '@/lib/cache/invalidate';
import { getDatabaseId, getDb } from '@/lib/db';
import type { Queryable } from '@/lib/db/types';
import { withCurrentMediaUrls } from '@/lib/media/resolve';
import { findOfficeBySlug, listOffices } from './service';
import type { Office } from './types';

/**
 * Cached reads of the offices collection, tagged by site (invalidated by every write, and by a
 * write of a library file an office shows); a replaced photo shows at its new address.
 */
export async function getOffices(siteId: string): Promise<Office[]> {
  return taggedCache(async () => current(siteId, (db) => listOffices(db, siteId)), ['offices', await getDatabaseId(), siteId], [cacheTags.offices(siteId)]);
}

export async function getOffice(siteId: string, slug: string): Promise<Office | null> {
  return taggedCache(async () => current(siteId, (db) => findOfficeBySlug(db, siteId, slug)), ['office', await getDatabaseId(), siteId, slug], [cacheTags.offices(siteId)]);
}

async function current<T>(siteId: string, read: (db: Queryable) => Promise<T>): Promise<T> {
  const db = await getDb();
  return withCurrentMediaUrls(db, siteId, await read(db));
}
