import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import type { Database } from '@/lib/db/types';
import { saveManualListing } from '@/lib/listings/sources/manual';
import { listingVersionInput, listingVersions } from '@/lib/listings/sources/manual-versions';
import { saveReviewSettings } from '@/lib/review/settings';
import { pendingSubmission } from '@/lib/review/steps';
import { openTestDb } from '../helpers/db';
import { openBrokerSite, type BrokerSite } from '../helpers/broker-site';

/**
 * "Restore this version" on a listing: the version's input goes through the listing's ordinary
 * save, so it is kept as a new version and every rule of the save is judged on it again; where
 * the person's publishing is reviewed it is submitted for approval and nothing changes online.
 */

const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
vi.mock('@/lib/db', () => ({ getDb: () => testDb.current }));

const { POST: restore } = await import('@/app/api/editor/listings/[uls]/versions/[version]/restore/route');

let db: Database;
let members: BrokerSite['members'];
let tokens: BrokerSite['tokens'];

const listing = (brokerIds: number[], over: Record<string, unknown> = {}) => ({
  transaction: 'sale', type: 'maison', status: 'active', price: 410_000, street: '12, rue des Érables', mun_code: '65005',
  postal_code: 'H7N 1A1', lat: 45.57, lng: -73.7, bedrooms: 3, description: { fr: 'Maison', en: 'House' }, broker_ids: brokerIds,
  contract_start: '2026-01-05', contract_end: '2099-01-04', ...over,
});
const save = async (site: string, uls: number | null, input: Record<string, unknown>, by = 'Edith') => {
  const saved = await saveManualListing(db, site, uls, input as never, new Date(), by);
  if (!saved.ok) throw new Error(saved.error);
  return saved.uls;
};
const restoring = (token: string, uls: number, version: string) =>
  restore(
    new NextRequest(`http://broker.test/api/editor/listings/${uls}/versions/${version}/restore`, { method: 'POST', headers: { host: 'broker.test', cookie: `qa_session=${token}` } }),
    { params: Promise.resolve({ uls: String(uls), version }) },
  );
const online = async (uls: number) => (await db.query<{ price: number }>('select price from listings where uls = $1', [uls]))[0]!.price;

beforeAll(async () => {
  testDb.current = openTestDb();
  db = await testDb.current;
  ({ members, tokens } = await openBrokerSite(db));
});
afterAll(() => db.close());

describe('restoring a listing version', () => {
  it('puts the version back online through the save: a new version signed by who restored it', async () => {
    const uls = await save('broker', null, listing([members.julie]));
    await save('broker', uls, listing([members.julie], { price: 389_000, description: { fr: 'Maison rénovée', en: 'House' } }));
    expect(await online(uls)).toBe(389_000);

    const answer = await restoring(tokens.julie, uls, '1');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ uls });
    expect(await online(uls)).toBe(410_000);
    const versions = await listingVersions(db, 'broker', uls);
    expect(versions.map((v) => [v.version, v.createdBy])).toEqual([[3, 'Julie'], [2, 'Edith'], [1, 'Edith']]);
    expect(await listingVersionInput(db, 'broker', uls, 3)).toMatchObject({ price: 410_000, description: { fr: 'Maison', en: 'House' } });
  });

  it('judges today’s rules again: a broker cannot restore a version that did not name her (403), a version the save refuses answers 400 with its field', async () => {
    // Version 1 named only Marc; Julie was added in version 2.
    const uls = await save('broker', null, listing([members.marc]));
    await save('broker', uls, listing([members.marc, members.julie], { price: 420_000 }));
    expect((await restoring(tokens.julie, uls, '1')).status).toBe(403);
    expect(await online(uls)).toBe(420_000);

    // A kept version whose municipality the site no longer knows: the save refuses it, nothing changes.
    const stale = { ...(await listingVersionInput(db, 'broker', uls, 2)), mun_code: '99999' };
    await db.query(`insert into listing_versions (site_id, uls, version, snapshot, created_by) values ('broker', $1, 3, $2, 'Edith')`, [uls, JSON.stringify(stale)]);
    const refused = await restoring(tokens.editor, uls, '3');
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { field?: string }).field).toBe('mun_code');
    expect(await online(uls)).toBe(420_000);
  });

  it('refuses a version that is no number (400), one the listing lacks (404), a broker not on the listing (403), another site’s listing (404)', async () => {
    const uls = await save('broker', null, listing([members.julie]));
    expect((await restoring(tokens.julie, uls, 'x')).status).toBe(400);
    expect((await restoring(tokens.julie, uls, '0')).status).toBe(400);
    expect((await restoring(tokens.julie, uls, '9')).status).toBe(404);

    const marcs = await save('broker', null, listing([members.marc]));
    expect((await restoring(tokens.julie, marcs, '1')).status).toBe(403);

    const [agent] = await db.query<{ id: number }>("insert into members (site_id, slug, kind, name) values ('agency', 'paul', 'broker', 'Paul') returning id");
    const elsewhere = await save('agency', null, listing([Number(agent!.id)]));
    expect((await restoring(tokens.editor, elsewhere, '1')).status).toBe(404);
  });

  it('where the broker’s publishing is reviewed, becomes a submission of that version (202): the listing online and its versions stay as they were', async () => {
    const uls = await save('broker', null, listing([members.julie]));
    await save('broker', uls, listing([members.julie], { price: 375_000 }));
    await saveReviewSettings(db, 'broker', { brokers: true, editors: false });
    try {
      const answer = await restoring(tokens.julie, uls, '1');
      expect(answer.status).toBe(202);
      const { submission } = (await answer.json()) as { submission: number };
      expect(await online(uls)).toBe(375_000);
      expect((await listingVersions(db, 'broker', uls)).map((v) => v.version)).toEqual([2, 1]);
      const pending = await pendingSubmission(db, { siteId: 'broker', kind: 'listing', id: uls });
      expect(pending?.id).toBe(submission);
      expect(pending?.actorName).toBe('Julie');
      expect((await db.query<{ snapshot: { price: number } }>('select snapshot from review_steps where id = $1', [submission]))[0]!.snapshot.price).toBe(410_000);

      // An editor (not reviewed on this site) still restores at once.
      expect((await restoring(tokens.editor, uls, '1')).status).toBe(200);
      expect(await online(uls)).toBe(410_000);
    } finally {
      await saveReviewSettings(db, 'broker', { brokers: false, editors: false });
    }
  });
});
