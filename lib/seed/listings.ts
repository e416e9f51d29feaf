import type { Queryable } from '@/lib/db/types';
import { MUNICIPALITIES } from '@/lib/listings/municipalities-data';
import { generateListings } from '@/lib/listings/generator';
import { insertListings, insertMunicipalities } from '@/lib/listings/insert';

/** Demo listings: enough to fill the search, the map and the featured blocks. */
export const DEMO_LISTING_COUNT = 2000;

/**
 * Demo municipalities and listings. Generated relative to today (midnight UTC) so that
 * open houses are upcoming and "new" badges are recent on the day the demo is seeded.
 */
export async function seedListings(tx: Queryable): Promise<void> {
  await insertMunicipalities(tx, MUNICIPALITIES);
  const today = new Date();
  const now = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  await insertListings(tx, generateListings({ count: DEMO_LISTING_COUNT, now }));
}
