import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expiredTags } from '@/lib/cache/invalidate';
import type { Database } from '@/lib/db/types';
import { withdrawEndedContracts } from '@/lib/listings/contract-withdrawal';
import { getManualListing } from '@/lib/listings/sources/manual';
import { listingVersions } from '@/lib/listings/sources/manual-versions';
import { schedulesByItem } from '@/lib/schedules/manage';
import { runDueSchedules } from '@/lib/schedules/run-due';
import type { Schedule } from '@/lib/schedules/types';
import { openTestDbs } from '../helpers/db';
import { brokerRequest, openBrokerSite, type BrokerSite } from '../helpers/broker-site';
import { seedFixtureListings } from '../listings/fixtures';

/**
 * A hand-managed listing's brokerage contract end is a schedule like any other: each save keeps
 * exactly one pending system withdrawal at midnight (Québec) after the contract's last day,
 * shown with the clock badge and moved only by the contract end date; the schedules runner
 * carries it out once across instances. Feed listings have no row: the listing-contracts job
 * keeps expiring theirs, and leaves a scheduled hand-managed listing to its schedule.
 */

const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
vi.mock('@/lib/db', () => ({ getDb: () => testDb.current }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => undefined, push: () => undefined }) }));

const { POST: create } = await import('@/app/api/editor/listings/route');
const { PUT } = await import('@/app/api/editor/listings/[uls]/route');
const { POST: schedule } = await import('@/app/api/editor/schedules/route');
const { PATCH, DELETE } = await import('@/app/api/editor/schedules/[id]/route');
const { ScheduleCell, scheduleLabels } = await import('@/builder/schedules/ScheduleCell');

let db: Database;
let db2: Database;
let members: BrokerSite['members'];
let tokens: BrokerSite['tokens'];
const year = new Date().getUTCFullYear() + 1;
const noParams = { params: Promise.resolve({}) };
const idParams = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });

const listing = (over: Record<string, unknown> = {}) => ({
  transaction: 'sale', type: 'maison', status: 'active', price: 410_000, street: '12, rue des Érables', mun_code: '65005',
  postal_code: 'H7N 1A1', lat: 45.57, lng: -73.7, bedrooms: 3, description: { fr: 'Maison', en: 'House' }, broker_ids: [members.julie],
  contract_start: '2026-01-05', contract_end: `${year}-03-05`, ...over,
});

async function newListing(over: Record<string, unknown> = {}): Promise<number> {
  const made = await create(brokerRequest('/api/editor/listings', 'POST', tokens.editor, listing(over)), noParams);
  expect(made.status).toBe(201);
  return ((await made.json()) as { uls: number }).uls;
}
const save = (uls: number, over: Record<string, unknown>) => PUT(brokerRequest(`/api/editor/listings/${uls}`, 'PUT', tokens.editor, listing(over)), { params: Promise.resolve({ uls: String(uls) }) });
const schedulesOf = async (uls: number): Promise<Schedule[]> => (await schedulesByItem(db, 'broker', 'listing'))[uls] ?? [];
const contractEnds = async (uls: number) => (await schedulesOf(uls)).filter((s) => s.origin === 'contract_end');

beforeAll(async () => {
  const handles = await openTestDbs(2);
  db = handles[0]!;
  db2 = handles[1]!;
  testDb.current = Promise.resolve(db);
  ({ members, tokens } = await openBrokerSite(db));
});
afterAll(async () => {
  if (db2 !== db) await db2.close();
  await db.close();
});
beforeEach(() => {
  expiredTags.length = 0;
});

describe('saving a hand-managed listing keeps its contract end as a schedule', () => {
  it('an active listing gets one pending withdrawal at midnight in Québec after its contract’s last day, winter and summer', async () => {
    const uls = await newListing();
    expect(await contractEnds(uls)).toEqual([expect.objectContaining({ action: 'withdraw', status: 'pending', runAt: `${year}-03-06T05:00:00.000Z` })]);
    const first = (await contractEnds(uls))[0]!.id;
    expect((await save(uls, { price: 399_000 })).status).toBe(200);
    expect((await contractEnds(uls)).map((s) => s.id)).toEqual([first]);
    expect((await save(uls, { contract_end: `${year}-07-31` })).status).toBe(200);
    expect(await contractEnds(uls)).toEqual([expect.objectContaining({ status: 'pending', runAt: `${year}-08-01T04:00:00.000Z` })]);
  });

  it('is removed when the listing is withdrawn or sold, and comes back when it is active again', async () => {
    const uls = await newListing();
    expect((await save(uls, { status: 'withdrawn' })).status).toBe(200);
    expect(await contractEnds(uls)).toEqual([]);
    expect((await save(uls, { status: 'sold', close_date: '2026-11-01', close_price: 400_000 })).status).toBe(200);
    expect(await contractEnds(uls)).toEqual([]);
    expect((await save(uls, { status: 'active' })).status).toBe(200);
    expect(await contractEnds(uls)).toHaveLength(1);
  });

  it('a contract already ended gets none (the public reads hide the listing; the contracts job expires its pages)', async () => {
    const uls = await newListing({ contract_end: '2026-02-01' });
    expect(await contractEnds(uls)).toEqual([]);
  });
});

describe('on the list', () => {
  it('nobody cancels or moves it there (409 in the editor’s language); a person’s own withdrawal sits beside it', async () => {
    const uls = await newListing();
    const [end] = await contractEnds(uls);
    const fr = await DELETE(brokerRequest(`/api/editor/schedules/${end!.id}`, 'DELETE', tokens.editor, undefined), idParams(end!.id));
    expect(fr.status).toBe(409);
    expect(await fr.json()).toMatchObject({ error: 'contract_end', message: expect.stringContaining('fin du contrat') });
    const moved = await PATCH(brokerRequest(`/api/editor/schedules/${end!.id}`, 'PATCH', tokens.editor, { day: `${year}-01-10`, time: '10:00' }), idParams(end!.id));
    expect(moved.status).toBe(409);
    expect(await contractEnds(uls)).toEqual([expect.objectContaining({ id: end!.id, status: 'pending', runAt: end!.runAt })]);
    const own = await schedule(brokerRequest('/api/editor/schedules', 'POST', tokens.editor, { kind: 'listing', itemId: uls, action: 'withdraw', day: `${year}-01-10`, time: '10:00' }), noParams);
    expect(own.status).toBe(201);
    expect((await schedulesOf(uls)).map((s) => s.origin)).toEqual(['person', 'contract_end']);
  });

  it('shows it with the clock badge and its Québec time, without a button to change or cancel it, in French and English', async () => {
    const uls = await newListing();
    const html = (locale: 'fr' | 'en') =>
      renderToStaticMarkup(ScheduleCell({ kind: 'listing', itemId: uls, schedules: [...(awaited[uls] ?? [])], locale, labels: scheduleLabels(locale) }) as ReactElement);
    const awaited = await schedulesByItem(db, 'broker', 'listing');
    const fr = html('fr');
    expect(fr).toContain('data-schedule="withdraw"');
    expect(fr).toMatch(/Retrait prévu le 6 mars \d{4}.*00 h 00.*\(heure du Québec\) \(fin du contrat de courtage\)/);
    expect(fr).not.toContain('Annuler la programmation');
    expect(fr).not.toContain('Changer l’heure');
    expect(html('en')).toMatch(/Withdrawal scheduled for Mar 6, \d{4}, 12:00.a\.m\. \(Québec time\) \(end of the brokerage contract\)/);
  });
});

describe('the schedules runner carries it out', () => {
  it('once across two instances: the listing withdrawn, a version signed by the contract end, its pages expired, the activity recorded', async () => {
    await db.query(`update publish_schedules set status = 'cancelled' where status = 'pending'`);
    const uls = await newListing();
    const [end] = await contractEnds(uls);
    expect(await runDueSchedules(db, 'a', new Date(Date.parse(end!.runAt) - 1000))).toEqual({ done: 0, failed: 0 });
    expiredTags.length = 0;
    const due = new Date(Date.parse(end!.runAt) + 1000);
    const [a, b] = await Promise.all([runDueSchedules(db, 'instance-a', due), runDueSchedules(db2, 'instance-b', due)]);
    expect(a.done + b.done).toBe(1);
    expect(a.failed + b.failed).toBe(0);
    expect((await getManualListing(db, 'broker', uls))?.status).toBe('withdrawn');
    expect((await listingVersions(db, 'broker', uls)).map((v) => v.createdBy)).toEqual(['Fin du contrat de courtage', 'Edith']);
    expect(expiredTags).toEqual(expect.arrayContaining([`listing:${uls}`, 'listings']));
    expect(await schedulesOf(uls)).toEqual([]);
    const log = await db.query<{ action: string; entity: string; detail: { message: string } }>(`select action, entity, detail from activity where entity_id = $1 and action like 'scheduled-%'`, [String(uls)]);
    expect(log).toEqual([{ action: 'scheduled-withdraw', entity: 'listings', detail: expect.objectContaining({ message: 'contract-end-withdraw' }) }]);
  });

  it('the contracts job leaves a scheduled listing to its schedule (never handled twice) and still expires a feed listing’s end', async () => {
    await db.query(`update publish_schedules set status = 'cancelled' where status = 'pending'`);
    const [feed] = (await seedFixtureListings(db, 3)).filter((r) => r.status === 'active');
    await db.query(`update listings set contract_start = '2026-01-05', contract_end = $2, contract_seen = 'running' where uls = $1`, [feed!.uls, `${year}-03-05`]);
    const uls = await newListing();
    await db.query(`update listings set contract_seen = 'running' where uls = $1`, [uls]);
    const due = new Date(`${year}-03-06T05:00:30Z`);
    // The job's pass comes first after midnight: the feed listing is its own, the hand-managed one is not.
    const first = await withdrawEndedContracts(db, due);
    expect(first.ended).toContain(feed!.uls);
    expect(first.ended).not.toContain(uls);
    expect(await runDueSchedules(db, 'test', due)).toEqual({ done: 1, failed: 0 });
    expiredTags.length = 0;
    expect(await withdrawEndedContracts(db, due)).toEqual({ ended: [], started: [] });
    expect(expiredTags).toEqual([]);
  });

  it('a refused contract end is left to the job, which then expires the pages', async () => {
    await db.query(`update publish_schedules set status = 'cancelled' where status = 'pending'`);
    const uls = await newListing();
    await db.query(`update listings set contract_seen = 'running' where uls = $1`, [uls]);
    await db.query(`update publish_schedules set status = 'failed' where origin = 'contract_end' and item_id = $1`, [uls]);
    expect((await withdrawEndedContracts(db, new Date(`${year}-03-06T05:00:30Z`))).ended).toContain(uls);
  });
});
