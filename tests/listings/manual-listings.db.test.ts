import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/types';
import { defaultFilters } from '@/lib/listings/filters';
import { insertMunicipalities } from '@/lib/listings/insert';
import { MUNICIPALITIES } from '@/lib/listings/municipalities-data';
import { montrealToUtcIso, utcIsoToMontreal } from '@/lib/listings/montreal-time';
import { countListings, getListingByUls, listingsPage } from '@/lib/listings/service';
import { getManualListing, listManualListings, saveManualListing } from '@/lib/listings/sources/manual';
import type { ManualListingInput } from '@/lib/listings/sources/manual-input';
import { recordSaleAuthorisation } from '@/lib/listings/sale-authorisation';
import { openTestDb } from '../helpers/db';
import { describeMedia } from '@/lib/media/service';
import { sql as manualPhotoAltsMigration } from '@/lib/db/migrations/0054-manual-photo-alts';

describe('hand-managed listings', () => {
  let db: Database;
  let brokerId: number;
  const now = new Date('2026-05-20T12:00:00Z');

  beforeAll(async () => {
    db = await openTestDb();
    await insertMunicipalities(db, MUNICIPALITIES);
    await db.query("insert into sites (id, key, name) values ('s1', 'k1', 'Site 1'), ('s2', 'k2', 'Site 2')");
    const [m] = await db.query<{ id: number }>(
      "insert into members (site_id, slug, kind, name, phone_display, email) values ('s1', 'julie', 'broker', 'Julie Tremblay', '514 555-0101', 'julie@example.com') returning id",
    );
    brokerId = Number(m!.id);
  });
  afterAll(() => db?.close());

  const listing = (over: Partial<ManualListingInput> = {}): ManualListingInput => ({
    transaction: 'sale',
    type: 'condo',
    status: 'active',
    price: 525_000,
    street: '4521, rue Saint-Denis',
    unit: '302',
    mun_code: '66023',
    postal_code: 'h2j2l1',
    lat: 45.5262,
    lng: -73.5843,
    bedrooms: 2,
    bathrooms: 1.5,
    area: 100,
    area_unit: 'm2',
    lot_area: null,
    year_built: 1925,
    features: ['Balcon', 'Foyer'],
    description: { fr: 'Lumineux condo sur le Plateau.', en: 'Bright condo on the Plateau.' },
    photos: ['/demo/listings/condo-1.svg', 'https://cdn.example.test/2.jpg'],
    open_houses: [{ date: '2026-05-23', start: '14:00', end: '16:00' }],
    broker_ids: [brokerId],
    contract_start: '2026-01-05',
    contract_end: '2099-01-04',
    ...over,
  });

  it('open-house times are Montréal times, summer and winter', () => {
    expect(montrealToUtcIso('2026-07-04', '14:00')).toBe('2026-07-04T18:00:00.000Z');
    expect(montrealToUtcIso('2026-01-10', '14:00')).toBe('2026-01-10T19:00:00.000Z');
    expect(utcIsoToMontreal('2026-07-04T18:00:00.000Z')).toEqual({ date: '2026-07-04', time: '14:00' });
  });

  it("a library photo keeps its library alt text on the listing page and its card (another site's item lends none)", async () => {
    await db.query(
      `insert into media (id, site_id, kind, mime, bytes, hash, file_name, alt) values
         ('med_kitchen1', 's1', 'image', 'image/jpeg', 10, 'h1', 'cuisine.jpg', '{"fr":"Cuisine rénovée","en":"Renovated kitchen"}'),
         ('med_other001', 's2', 'image', 'image/jpeg', 10, 'h2', 'autre.jpg', '{"fr":"Autre site"}')`,
    );
    const photos = ['/media/med_kitchen1/h1/cuisine.jpg', '/media/med_other001/h2/autre.jpg', '/demo/listings/condo-1.svg'];
    const saved = await saveManualListing(db, 's1', null, listing({ street: '77, rue Rachel Est', photos }), now);
    expect(saved.ok).toBe(true);
    if (!saved.ok) return;
    expect((await getListingByUls(db, saved.uls))?.photo_alts).toEqual([{ fr: 'Cuisine rénovée', en: 'Renovated kitchen' }, {}, {}]);
    const search = await listingsPage(db, { ...defaultFilters(), mun: ['66023'] }, { locale: 'en' });
    expect(search.propertiesListing.find((l) => l.uls === saved.uls)?.carousel_alts).toEqual(['Renovated kitchen', '', '']);

    // The editor rewrites the photo's alt in the library: the listing's card and page say the new text.
    await describeMedia(db, 's1', 'med_kitchen1', { alt: { fr: 'Cuisine rénovée, îlot de quartz', en: 'Renovated kitchen, quartz island' } });
    expect((await getListingByUls(db, saved.uls))?.photo_alts).toEqual([{ fr: 'Cuisine rénovée, îlot de quartz', en: 'Renovated kitchen, quartz island' }, {}, {}]);
    const after = await listingsPage(db, { ...defaultFilters(), mun: ['66023'] }, { locale: 'fr' });
    expect(after.propertiesListing.find((l) => l.uls === saved.uls)?.carousel_alts).toEqual(['Cuisine rénovée, îlot de quartz', '', '']);
    // Another site's item of the same name changes nothing here.
    await describeMedia(db, 's2', 'med_other001', { alt: { fr: 'Toujours un autre site' } });
    expect((await getListingByUls(db, saved.uls))?.photo_alts?.[1]).toEqual({});

    // A listing saved before alts were stored ([]) gets them from the library by migration 0054.
    await db.query("update listings set photo_alts = '[]' where uls = $1", [saved.uls]);
    await db.query(manualPhotoAltsMigration);
    expect((await getListingByUls(db, saved.uls))?.photo_alts).toEqual([{ fr: 'Cuisine rénovée, îlot de quartz', en: 'Renovated kitchen, quartz island' }, {}, {}]);
    await db.query("delete from listings where uls = $1", [saved.uls]);
  });

  it('a published listing is in the search and has its page, with its broker, in square feet', async () => {
    const saved = await saveManualListing(db, 's1', null, listing(), now);
    expect(saved.ok).toBe(true);
    if (!saved.ok) return;
    const page = await getListingByUls(db, saved.uls);
    expect(page).toMatchObject({
      status: 'active',
      price: 525_000,
      street: '4521, rue Saint-Denis, app. 302',
      postal_code: 'H2J 2L1',
      area: 1076,
      bedrooms: 2,
      bathrooms: 1.5,
      badge: 'open-house',
      photos: ['/demo/listings/condo-1.svg', 'https://cdn.example.test/2.jpg'],
      broker: { name: 'Julie Tremblay' },
      open_house_dates: [{ start: '2026-05-23T18:00:00.000Z', end: '2026-05-23T20:00:00.000Z' }],
      municipality: { code: '66023' },
    });
    const search = await listingsPage(db, { ...defaultFilters(), mun: ['66023'] }, { locale: 'fr' });
    expect(search.propertiesListing.map((l) => l.uls)).toContain(saved.uls);
    // The form shows back what was entered.
    expect(await getManualListing(db, 's1', saved.uls)).toMatchObject({ area: 100, area_unit: 'm2', open_houses: [{ date: '2026-05-23', start: '14:00' }] });
    expect(await getManualListing(db, 's2', saved.uls)).toBeNull();
  });

  it('marked sold, it leaves the search for the sold map; withdrawn, it has no page', async () => {
    const saved = await saveManualListing(db, 's1', null, listing({ street: '10, avenue Laurier', unit: '', price: 700_000, open_houses: [] }), now);
    if (!saved.ok) throw new Error('not saved');
    // Counted just before the sale (counts are remembered a few seconds): the count after it is one less at once.
    const activeBefore = (await countListings(db, defaultFilters())).total;
    const soldBefore = (await countListings(db, defaultFilters(), 'sold')).total;
    const sold = await saveManualListing(db, 's1', saved.uls, listing({ street: '10, avenue Laurier', unit: '', status: 'sold', price: 700_000, close_price: 690_000, close_date: '2026-05-25', open_houses: [] }), now);
    expect(sold.ok).toBe(true);
    expect((await countListings(db, defaultFilters())).total).toBe(activeBefore - 1);
    // Sold, it reaches the sold map once the parties' authorisation to advertise the sale is recorded (rule sold_authorisation).
    expect((await countListings(db, defaultFilters(), 'sold')).total).toBe(soldBefore);
    expect(await getListingByUls(db, saved.uls)).toBeNull();
    const [editor] = await db.query<{ id: number }>("insert into editors (email, name, password_hash) values ('vendu@example.com', 'Ed', 'x') returning id");
    expect(await recordSaleAuthorisation(db, 's1', saved.uls, { advertise: true, disclose_price: true, authorised_on: '2026-05-26' }, Number(editor!.id))).toBe(true);
    expect((await countListings(db, defaultFilters(), 'sold')).total).toBe(soldBefore + 1);
    expect(await getListingByUls(db, saved.uls)).toMatchObject({ status: 'sold', badge: 'sold' });
    const soldSearch = await listingsPage(db, defaultFilters(), { locale: 'fr', status: 'sold' });
    expect(soldSearch.propertiesListing.map((l) => l.uls)).toContain(saved.uls);
    const active = await listingsPage(db, defaultFilters(), { locale: 'fr' });
    expect(active.propertiesListing.map((l) => l.uls)).not.toContain(saved.uls);
    await saveManualListing(db, 's1', saved.uls, listing({ street: '10, avenue Laurier', unit: '', status: 'withdrawn', open_houses: [] }), now);
    expect(await getListingByUls(db, saved.uls)).toBeNull();
    // The editor's preview still reads it, as the page it would be.
    expect(await getListingByUls(db, saved.uls, { anyStatus: true })).toMatchObject({ uls: saved.uls, status: 'active', street: '10, avenue Laurier' });
  });

  it('refuses what is wrong, naming the field, and another site’s listing', async () => {
    expect(await saveManualListing(db, 's1', null, listing({ postal_code: '90210' }), now)).toMatchObject({ ok: false, status: 400, field: 'postal_code' });
    expect(await saveManualListing(db, 's1', null, listing({ mun_code: '99999' }), now)).toMatchObject({ ok: false, status: 400, field: 'mun_code' });
    expect(await saveManualListing(db, 's2', null, listing(), now)).toMatchObject({ ok: false, status: 400, field: 'broker_ids' });
    expect(await saveManualListing(db, 's1', null, listing({ status: 'sold', close_date: null }), now)).toMatchObject({ ok: false, field: 'close_date' });
    expect(await saveManualListing(db, 's1', null, listing({ open_houses: [{ date: '2026-05-23', start: '16:00', end: '14:00' }] }), now)).toMatchObject({ ok: false, status: 400 });
    const [mine] = await listManualListings(db, 's1');
    expect(await saveManualListing(db, 's2', mine!.uls, listing({ broker_ids: [] }), now)).toMatchObject({ ok: false, status: 404 });
  });

  it('lists the site’s listings, searched by address, number or broker, sorted by price or date', async () => {
    const all = await listManualListings(db, 's1');
    expect(all.length).toBe(2);
    expect((await listManualListings(db, 's1', { q: 'laurier' })).map((r) => r.street)).toEqual(['10, avenue Laurier']);
    expect(await listManualListings(db, 's1', { q: String(all[0]!.uls) })).toHaveLength(1);
    expect(await listManualListings(db, 's1', { q: 'julie' })).toHaveLength(2);
    expect((await listManualListings(db, 's1', { status: 'withdrawn' })).map((r) => r.street)).toEqual(['10, avenue Laurier']);
    const byPrice = await listManualListings(db, 's1', { sort: 'price_desc' });
    expect(byPrice.map((r) => Number(r.price))).toEqual([...byPrice.map((r) => Number(r.price))].sort((a, b) => b - a));
    expect(await listManualListings(db, 's2')).toEqual([]);
  });
});
