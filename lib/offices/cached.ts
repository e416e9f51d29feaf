import 'server-only';
import { cacheTags } from '@/lib/cms/cache-tags';
import { taggedCache } from '@/lib/cms/invalidate';
import { getDatabaseId, getDb } from '@/lib/db';
import { findOfficeBySlug, listOffices } from './service';
import type { Office } from './types';

/** Cached reads of the offices collection, tagged by site (invalidated by every write). */
export async function getOffices(siteId: string): Promise<Office[]> {
  return taggedCache(async () => listOffices(await getDb(), siteId), ['offices', await getDatabaseId(), siteId], [cacheTags.offices(siteId)]);
}

export async function getOffice(siteId: string, slug: string): Promise<Office | null> {
  return taggedCache(async () => findOfficeBySlug(await getDb(), siteId, slug), ['office', await getDatabaseId(), siteId, slug], [cacheTags.offices(siteId)]);
}
