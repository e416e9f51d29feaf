import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Block } from '@/lib/content/types';
import type { Database } from '@/lib/db/types';
import { INITIAL_CARDS, searchResultsBlockData } from '@/lib/listings/block-data';
import { defaultFilters } from '@/lib/listings/filters';
import { countListings, listingsPage } from '@/lib/listings/service';
import type { InitialSearchResults } from '@/lib/listings/types';
import { openTestDb } from '../helpers/db';
import { seedFixtureListings } from './fixtures';

/** Issue 10: the search page's server HTML starts with the default search's first cards. */
let db: Database;
beforeAll(async () => {
  db = await openTestDb();
  await seedFixtureListings(db);
});
afterAll(() => db.close());

describe('property_search_results_block server data', () => {
  it('is the first cards of the default search, in the order and with the total the browser’s first search gets', async () => {
    const block = { id: 'results', block_type: 'property_search_results_block', fields: { main_title: { fr: 'Propriétés' } } } as unknown as Block;
    const filled = await searchResultsBlockData.property_search_results_block!.fill(db, 'broker', 'fr', block);
    const initial = filled.fields.initial_results as InitialSearchResults;
    const firstPage = await listingsPage(db, defaultFilters(), { page: 1, limit: 25, locale: 'fr' });
    expect(initial.listings.map((l) => l.uls)).toEqual(firstPage.propertiesListing.slice(0, INITIAL_CARDS).map((l) => l.uls));
    expect(initial.total).toBe((await countListings(db, defaultFilters())).total);
    // The editor's own fields are kept; the stored block is not changed.
    expect(filled.fields.main_title).toEqual({ fr: 'Propriétés' });
    expect((block.fields as Record<string, unknown>).initial_results).toBeUndefined();
  });
});
