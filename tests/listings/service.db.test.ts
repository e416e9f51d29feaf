import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/types';
import { defaultFilters, type SearchFilters } from '@/lib/listings/filters';
import type { ListingRow } from '@/lib/listings/generator';
import {
  countListings, featuredListings, getListingByUls, listingTooltip, listingsMap, listingsPage, listMunicipalities,
  searchFilterOptions,
} from '@/lib/listings/service';
import { MUNICIPALITIES } from '@/lib/listings/municipalities-data';
import { openTestDb } from '../helpers/db';
import { matches, seedFixtureListings } from './fixtures';

let db: Database;
let rows: ListingRow[];
beforeAll(async () => {
  db = await openTestDb();
  rows = await seedFixtureListings(db);
});
afterAll(() => db.close());

const f = (over: Partial<SearchFilters>): SearchFilters => ({ ...defaultFilters(), ...over });
const montrealViewport = { SouthWest_lat: 45.45, SouthWest_lng: -73.7, NorthEast_lat: 45.58, NorthEast_lng: -73.5 };

const cases: [string, SearchFilters][] = [
  ['no filter', f({})],
  ['one municipality', f({ mun: ['66023'] })],
  ['two municipalities', f({ mun: ['23027', '65005'] })],
  ['a type', f({ type: ['condo'] })],
  ['two types', f({ type: ['maison', 'chalet'] })],
  ['a price range', f({ price_min: 300_000, price_max: 600_000 })],
  ['a minimum price only', f({ price_min: 700_000 })],
  ['bedrooms minimum', f({ bedrooms: 3 })],
  ['bathrooms minimum', f({ bathrooms: 2 })],
  ['for rent', f({ forSaleForRent: 'rent' })],
  ['to buy', f({ forSaleForRent: 'buy' })],
  ['open houses', f({ open_house: true })],
  ['Montréal viewport', f({ map_bounds: montrealViewport })],
  ['everything combined', f({ mun: ['66023'], type: ['condo', 'maison'], price_min: 200_000, price_max: 900_000, bedrooms: 2, bathrooms: 1, forSaleForRent: 'buy', map_bounds: montrealViewport })],
];

describe('countListings', () => {
  it.each(cases)('counts %s like the reference filter', async (_name, filters) => {
    const expected = rows.filter((r) => matches(r, filters)).length;
    expect((await countListings(db, filters)).total).toBe(expected);
  });

  it('has matches for the combined cases (fixtures are meaningful)', async () => {
    expect((await countListings(db, f({ mun: ['66023'], type: ['condo'] }))).total).toBeGreaterThan(5);
    expect((await countListings(db, f({ open_house: true }))).total).toBeGreaterThan(0);
    expect((await countListings(db, f({ mun: ['99999'] }))).total).toBe(0);
  });

  it('never counts sold listings', async () => {
    const active = rows.filter((r) => r.status === 'active').length;
    expect(rows.length - active).toBeGreaterThan(0);
    expect((await countListings(db, f({}))).total).toBe(active);
  });
});

describe('sold listings', () => {
  // The sold listings whose sale the parties authorised advertising (rule sold_authorisation).
  const sold = () => rows.filter((r) => r.status === 'sold' && r.sale_ad_authorised);

  it('maps every sold listing whose sale may be advertised, and only those', async () => {
    const map = await listingsMap(db, f({}), { locale: 'fr', listingLimit: 5, status: 'sold' });
    expect(sold().length).toBeGreaterThan(0);
    expect(map.total).toBe(sold().length);
    expect(map.truncated).toBe(false);
    expect(map.propertiesMap.map((m) => Number(m.block_params.hover_id)).sort()).toEqual(sold().map((r) => r.uls).sort());
    expect(map.propertiesListing.every((item) => item.badge === 'sold')).toBe(true);
  });

  it('combines the status with the other filters', async () => {
    const expected = sold().filter((r) => r.mun_code === '66023').length;
    expect((await countListings(db, f({ mun: ['66023'] }), 'sold')).total).toBe(expected);
    const page = await listingsPage(db, f({ mun: ['66023'] }), { locale: 'en', status: 'sold', limit: 100 });
    expect(page.total).toBe(expected);
    expect(page.propertiesListing.map((item) => item.uls).sort()).toEqual(sold().filter((r) => r.mun_code === '66023').map((r) => r.uls).sort());
  });
});

describe('listingsPage', () => {
  it.each(cases)('pages through %s: the pages add up to the count, no listing twice', async (_name, filters) => {
    const { total } = await countListings(db, filters);
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(total / 100) + 1; page++) {
      const result = await listingsPage(db, filters, { page, limit: 100, locale: 'fr' });
      expect(result.total).toBe(total);
      seen.push(...result.propertiesListing.map((l) => l.uls));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it('returns 25 per page by default, newest first', async () => {
    const { propertiesListing, limit } = await listingsPage(db, f({}), { locale: 'fr' });
    expect(limit).toBe(25);
    expect(propertiesListing).toHaveLength(25);
    const dates = propertiesListing.map((l) => l.listed_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it.each([
    ['price_asc', (a: number, b: number) => a - b],
    ['price_desc', (a: number, b: number) => b - a],
  ] as const)('sorts by %s within the transaction: sales first, then monthly rents', async (orderBy, compare) => {
    const { propertiesListing, total } = await listingsPage(db, f({ mun: ['66023'] }), { orderBy, limit: 500, locale: 'fr' });
    expect(propertiesListing).toHaveLength(total);
    const byUls = new Map(rows.map((r) => [r.uls, r.transaction]));
    const transactions = propertiesListing.map((l) => byUls.get(l.uls));
    expect(transactions).toContain('rent');
    expect(transactions).toContain('sale');
    // Every sale before every rent, in both directions: a 700 $/month rent is not "cheaper" than a condo.
    expect(transactions.indexOf('rent')).toBe(transactions.lastIndexOf('sale') + 1);
    for (const transaction of ['sale', 'rent'] as const) {
      const prices = propertiesListing.filter((l) => byUls.get(l.uls) === transaction).map((l) => l.price ?? 0);
      expect([...prices].sort(compare)).toEqual(prices);
    }
  });

  it('sorts oldest first', async () => {
    const { propertiesListing } = await listingsPage(db, f({}), { orderBy: 'oldest', limit: 50, locale: 'fr' });
    const dates = propertiesListing.map((l) => l.listed_at);
    expect([...dates].sort()).toEqual(dates);
  });

  it('gives card items with a localised url and type label, photos and hidden zero bath', async () => {
    const fr = (await listingsPage(db, f({ type: ['condo'] }), { limit: 1, locale: 'fr' })).propertiesListing[0]!;
    const en = (await listingsPage(db, f({ type: ['condo'] }), { limit: 1, locale: 'en' })).propertiesListing[0]!;
    expect(fr.url).toMatch(new RegExp(`^/fr/proprietes/[a-z0-9-]+-${fr.uls}$`));
    expect(en.url).toMatch(new RegExp(`^/en/properties/[a-z0-9-]+-${en.uls}$`));
    expect(fr.type_label).toBe('Condos');
    expect(en.type_label).toBe('Condominiums');
    expect(fr.property_image).toBe(fr.carousel_images[0]);
    expect(fr.property_image).toMatch(/^\/demo\/listings\/.+\.svg$/);
    expect(fr.hover_id).toBe(String(fr.uls));
    const source = rows.find((r) => r.uls === fr.uls)!;
    expect(fr.address).toContain(source.street);
    expect(fr.coords).toEqual({ lat: source.lat, lng: source.lng });
    // Spec 000: a bath count of 0.0 is hidden. Make one listing have none rather than hope
    // the fixture holds one (the check used to be skipped when it did not).
    const target = rows.find((r) => r.status === 'active' && Number(r.bathrooms) > 0)!;
    expect((await listingTooltip(db, target.uls, 'fr'))?.specs.bath).toBe(Number(target.bathrooms));
    await db.query('update listings set bathrooms = 0 where uls = $1', [target.uls]);
    try {
      expect((await listingTooltip(db, target.uls, 'fr'))?.specs.bath).toBeNull();
    } finally {
      await db.query('update listings set bathrooms = $2 where uls = $1', [target.uls, target.bathrooms]);
    }
  });
});

describe('listingsMap', () => {
  it('returns a marker for every match with the first page of cards', async () => {
    const filters = f({ map_bounds: montrealViewport });
    const result = await listingsMap(db, filters, { listingLimit: 10, locale: 'fr' });
    expect(result.total).toBe(rows.filter((r) => matches(r, filters)).length);
    expect(result.propertiesMap).toHaveLength(result.total);
    expect(result.truncated).toBe(false);
    expect(result.propertiesListing).toHaveLength(Math.min(10, result.total));
    for (const marker of result.propertiesMap) {
      const { lat, lng } = marker.block_params.coords;
      expect(lat).toBeGreaterThanOrEqual(45.45);
      expect(lng).toBeLessThanOrEqual(-73.5);
      expect(marker.block_params.hover_id).toMatch(/^\d{8}$/);
    }
  });
});

describe('tooltip and detail', () => {
  it('gives the tooltip of an active or sold listing and null for unknown ones', async () => {
    const active = rows.find((r) => r.status === 'active')!;
    const tooltip = await listingTooltip(db, active.uls, 'en');
    expect(tooltip).toMatchObject({ uls: active.uls, price: active.price, type: active.type });
    expect(Object.keys(tooltip!).sort()).toEqual(['address', 'broker_mentions', 'carousel_images', 'price', 'specs', 'type', 'uls', 'url']);
    expect(await listingTooltip(db, 1, 'fr')).toBeNull();
    const sold = rows.find((r) => r.status === 'sold' && r.sale_price_authorised)!;
    expect(await listingTooltip(db, sold.uls, 'fr')).toMatchObject({ uls: sold.uls, price: sold.price });
  });

  it('gives the full detail for the listing page, sold ones included', async () => {
    const sold = rows.find((r) => r.status === 'sold' && r.sale_ad_authorised)!;
    const detail = await getListingByUls(db, sold.uls);
    expect(detail).toMatchObject({ uls: sold.uls, status: 'sold', badge: 'sold', street: sold.street });
    expect(detail!.description.fr).toBe(sold.description.fr);
    expect(detail!.broker.name).toBe(sold.broker.name);
    expect(detail!.paths.fr).toBe(`/fr/proprietes/${sold.slug}-${sold.uls}`);
    expect(await getListingByUls(db, 42)).toBeNull();
    expect(await getListingByUls(db, Number.NaN)).toBeNull();
  });
});

describe('municipalities and filter options', () => {
  it('lists every municipality by name with MUN_CODE and DESCRIPTION', async () => {
    const list = await listMunicipalities(db);
    expect(list).toHaveLength(MUNICIPALITIES.length);
    expect(list.find((m) => m.MUN_CODE === '66023')?.DESCRIPTION).toBe('Montréal');
    // Accents sort with their base letter, in the order a French reader expects.
    const names = list.map((m) => m.DESCRIPTION);
    expect(names.indexOf('Bécancour')).toBeLessThan(names.indexOf('Brownsburg-Chatham'));
    expect(names.indexOf('Château-Richer')).toBeLessThan(names.indexOf('Chibougamau'));
    expect(names.indexOf('Lévis')).toBeLessThan(names.indexOf('Longueuil'));
  });

  it('offers municipalities with listings and the bilingual property types', async () => {
    const fr = await searchFilterOptions(db, 'fr');
    const en = await searchFilterOptions(db, 'en');
    const withListings = new Set(rows.filter((r) => r.status === 'active').map((r) => r.mun_code));
    expect(fr.municipalities.map((m) => m.MUN_CODE).sort()).toEqual([...withListings].sort());
    const montreal = fr.municipalities.find((m) => m.MUN_CODE === '66023')!;
    expect(montreal.listing_count).toBe(rows.filter((r) => r.status === 'active' && r.mun_code === '66023').length);
    expect(fr.property_types.find((t) => t.code === 'comm')?.label).toBe('Commercial / industriel');
    expect(en.property_types.find((t) => t.code === 'comm')?.label).toBe('Commercial / industrial');
    expect(en.property_types).toHaveLength(7);
  });

  it('gives featured listings, newest first, limited', async () => {
    const items = await featuredListings(db, { locale: 'fr', limit: 4, type: ['maison'] });
    expect(items).toHaveLength(4);
    expect(items.every((i) => i.type === 'maison')).toBe(true);
  });
});
