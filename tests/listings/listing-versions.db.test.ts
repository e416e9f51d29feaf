import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import type { Database } from '@/lib/db/types';
import type { VersionComparison } from '@/lib/editor/compare-versions';
import { saveManualListing } from '@/lib/listings/sources/manual';
import { listingVersionInput } from '@/lib/listings/sources/manual-versions';
import { openTestDb } from '../helpers/db';
import { brokerRequest, openBrokerSite, type BrokerSite } from '../helpers/broker-site';

/**
 * Every save of a hand-managed listing is kept as a version, and any two versions (or one and
 * the listing as it is) compare field by field, as pages do: the old and new value, each
 * language of the description, the photos by place.
 */

const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
vi.mock('@/lib/db', () => ({ getDb: () => testDb.current }));

const { POST } = await import('@/app/api/editor/listings/route');
const { PUT } = await import('@/app/api/editor/listings/[uls]/route');
const { GET: versionsOf } = await import('@/app/api/editor/listings/[uls]/versions/route');
const { GET: compare } = await import('@/app/api/editor/listings/[uls]/versions/compare/route');

let db: Database;
let members: BrokerSite['members'];
let tokens: BrokerSite['tokens'];
const at = (uls: number) => ({ params: Promise.resolve({ uls: String(uls) }) });
const get = (path: string, token: string) => new NextRequest(`http://broker.test${path}`, { headers: { host: 'broker.test', cookie: `qa_session=${token}` } });

const listing = (brokerIds: number[], over: Record<string, unknown> = {}) => ({
  transaction: 'sale', type: 'maison', status: 'active', price: 410_000, street: '12, rue des Érables', mun_code: '65005',
  postal_code: 'H7N 1A1', lat: 45.57, lng: -73.7, bedrooms: 3, description: { fr: 'Maison', en: 'House' }, broker_ids: brokerIds,
  photos: ['/demo/listings/a.svg', '/demo/listings/b.svg'], contract_start: '2026-01-05', contract_end: '2099-01-04', ...over,
});

beforeAll(async () => {
  testDb.current = openTestDb();
  db = await testDb.current;
  ({ members, tokens } = await openBrokerSite(db));
});
afterAll(() => db.close());

describe('listing versions', () => {
  let uls = 0;

  it('each save is a version, signed by who saved it, read back as the form gave it', async () => {
    const created = await POST(brokerRequest('/api/editor/listings', 'POST', tokens.julie, listing([members.julie])), { params: Promise.resolve({}) });
    expect(created.status).toBe(201);
    uls = ((await created.json()) as { uls: number }).uls;
    const edited = listing([members.julie], { price: 399_000, description: { fr: 'Grande maison', en: 'House' }, photos: ['/demo/listings/a.svg', '/demo/listings/c.svg'] });
    expect((await PUT(brokerRequest(`/api/editor/listings/${uls}`, 'PUT', tokens.julie, edited), at(uls))).status).toBe(200);

    const answer = await versionsOf(get(`/api/editor/listings/${uls}/versions`, tokens.julie), at(uls));
    expect(answer.status).toBe(200);
    const { versions } = (await answer.json()) as { versions: { version: number; createdBy: string }[] };
    expect(versions.map((v) => [v.version, v.createdBy])).toEqual([[2, 'Julie'], [1, 'Julie']]);
    expect(await listingVersionInput(db, 'broker', uls, 1)).toMatchObject({ price: 410_000, description: { fr: 'Maison', en: 'House' } });
    expect(await listingVersionInput(db, 'broker', uls, 2)).toMatchObject({ price: 399_000, photos: ['/demo/listings/a.svg', '/demo/listings/c.svg'] });
  });

  it('two versions compare field by field: old and new value, the language of the description, the photo by place', async () => {
    const answer = await compare(get(`/api/editor/listings/${uls}/versions/compare?from=1&to=2`, tokens.julie), at(uls));
    expect(answer.status).toBe(200);
    const { comparison } = (await answer.json()) as { comparison: VersionComparison };
    const rows = comparison.fields.map((f) => [f.path.join('.'), f.locale, f.before, f.after]);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['price', null, '410000', '399000'],
        ['description.fr', 'fr', 'Maison', 'Grande maison'],
        ['photos.1', null, '/demo/listings/b.svg', '/demo/listings/c.svg'],
      ]),
    );
    expect(rows).toHaveLength(3);
    expect(comparison.fields.find((f) => f.path[0] === 'price')!.label).toEqual({ fr: 'Prix', en: expect.stringMatching(/^Price/) });
    // The latest version against the listing as it is: nothing differs.
    const same = await compare(get(`/api/editor/listings/${uls}/versions/compare?from=2&to=current`, tokens.julie), at(uls));
    expect(((await same.json()) as { comparison: VersionComparison }).comparison.unchanged).toBe(true);
  });

  it('refuses a version the listing lacks (404), a side that is no version (400), a broker not on it (403) and another site’s listing (404)', async () => {
    expect((await compare(get(`/api/editor/listings/${uls}/versions/compare?from=1&to=9`, tokens.julie), at(uls))).status).toBe(404);
    expect((await compare(get(`/api/editor/listings/${uls}/versions/compare?from=x&to=2`, tokens.julie), at(uls))).status).toBe(400);

    const marcs = await saveManualListing(db, 'broker', null, listing([members.marc]) as never);
    if (!marcs.ok) throw new Error(marcs.error);
    expect((await versionsOf(get(`/api/editor/listings/${marcs.uls}/versions`, tokens.julie), at(marcs.uls))).status).toBe(403);
    expect((await compare(get(`/api/editor/listings/${marcs.uls}/versions/compare?from=1&to=current`, tokens.julie), at(marcs.uls))).status).toBe(403);
    expect((await versionsOf(get(`/api/editor/listings/${marcs.uls}/versions`, tokens.editor), at(marcs.uls))).status).toBe(200);

    const [agent] = await db.query<{ id: number }>("insert into members (site_id, slug, kind, name) values ('agency', 'paul', 'broker', 'Paul') returning id");
    const elsewhere = await saveManualListing(db, 'agency', null, listing([Number(agent!.id)]) as never);
    if (!elsewhere.ok) throw new Error(elsewhere.error);
    expect((await versionsOf(get(`/api/editor/listings/${elsewhere.uls}/versions`, tokens.editor), at(elsewhere.uls))).status).toBe(404);
    expect((await compare(get(`/api/editor/listings/${elsewhere.uls}/versions/compare?from=1&to=current`, tokens.editor), at(elsewhere.uls))).status).toBe(404);
  });
});
