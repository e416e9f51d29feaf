import 'server-only';
import { unstable_cache } from 'next/cache';
import { cacheTags } from '@/lib/cms/cache-tags';
import { getDatabaseId, getDb } from '@/lib/db';
import { findOfficeBySlug, listOffices } from './service';
import type { Office } from './types';

/** Cached reads of the offices collection, tagged by site (invalidated by every write). */
export async function getOffices(siteId: string): Promise<Office[]> {
  return unstable_cache(async () => listOffices(await getDb(), siteId), ['offices', await getDatabaseId(), siteId], {
    tags: [cacheTags.offices(siteId)],
  })();
}

export async function getOffice(siteId: string, slug: string): Promise<Office | null> {
  return unstable_cache(async () => findOfficeBySlug(await getDb(), siteId, slug), ['office', await getDatabaseId(), siteId, slug], {
    tags: [cacheTags.offices(siteId)],
  })();
}
