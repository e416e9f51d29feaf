import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createArticle } from '@/lib/editor/article-editor';
import { expiredTags } from '@/lib/cache/invalidate';
import { getPageResult } from '@/lib/cms/pages';
import { findSiteById } from '@/lib/sites/sites';
import type { Database } from '@/lib/db/types';
import { saveDraft } from '@/lib/editor/draft';
import type { EditorRef } from '@/lib/editor/editor-ref';
import { getEditablePage } from '@/lib/editor/editable-page';
import { createPage } from '@/lib/editor/page-admin';
import { publish } from '@/lib/editor/publish';
import { listVersions } from '@/lib/editor/versions';
import { startJobRunner } from '@/lib/jobs/runner';
import { insertMunicipalities } from '@/lib/listings/insert';
import { MUNICIPALITIES } from '@/lib/listings/municipalities-data';
import { getManualListing, saveManualListing } from '@/lib/listings/sources/manual';
import type { ScheduleActor } from '@/lib/schedules/access';
import { ScheduleError } from '@/lib/schedules/errors';
import { scheduledPublishingJob } from '@/lib/schedules/job';
import { cancelSchedule, changeSchedule, createSchedule, schedulesByItem } from '@/lib/schedules/manage';
import { quebecInstant } from '@/lib/schedules/quebec-time';
import { runDueSchedules } from '@/lib/schedules/run-due';
import { openTestDbs } from '../helpers/db';
import { insertEditorFixtures, validBlock } from '../editor/fixtures';

/**
 * Scheduled publishing and withdrawal: the editor's times are Québec times, a past one is
 * refused, the role and the site are checked like a publish's, and the job carries each due
 * schedule out once (even run by two instances at the same moment), through the editor's own
 * publish, including one that fell due while the server was down.
 */

let db: Database;
let db2: Database;
let alice: EditorRef;
let editorOfA: ScheduleActor;
let brokerOfA: ScheduleActor;
let brokerMember: number;

// Winter: Québec is UTC-5. "Now" is 1 December 2026 at 7:00 in Québec.
const now = new Date('2026-12-01T12:00:00Z');
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  const handles = await openTestDbs(2);
  db = handles[0]!;
  db2 = handles[1]!;
  ({ alice } = await insertEditorFixtures(db));
  await insertMunicipalities(db, MUNICIPALITIES);
  const [m] = await db.query<{ id: number }>(
    `insert into members (site_id, slug, kind, name, phone_display, email, licence_name, licence_title, licence_number)
     values ('site-a', 'julie', 'broker', 'Julie Tremblay', '514 555-0101', 'julie@example.com', 'Julie Tremblay', $1, 'J1234') returning id`,
    // Complete licence data: every publish checks the site's advertising mentions.
    [JSON.stringify({ fr: 'Courtière immobilière résidentielle', en: 'Residential real estate broker' })],
  );
  brokerMember = Number(m!.id);
  editorOfA = { editor: alice, siteId: 'site-a', role: 'editor', memberId: null };
  brokerOfA = { editor: alice, siteId: 'site-a', role: 'broker', memberId: brokerMember };
});
afterAll(async () => {
  // The first handle last: on PostgreSQL it drops the schema (on PGlite both are the same one).
  if (db2 !== db) await db2.close();
  await db.close();
});
beforeEach(() => {
  expiredTags.length = 0;
});

let pathCount = 0;
async function draftPage(blocks = [validBlock()], siteId = 'site-a') {
  const path = `/programmee-${++pathCount}`;
  const title = { fr: `Page ${pathCount}` };
  const id = await createPage(db, { siteId, paths: { fr: path }, title }, alice);
  await saveDraft(db, id, { content: blocks, title, seo: {} }, { editor: alice, expectedVersion: (await getEditablePage(db, id)).version });
  return { id, path };
}

async function publicStatus(path: string): Promise<number> {
  const site = (await findSiteById(db, 'site-a'))!;
  const result = await getPageResult(db, site, { locale: 'fr', path });
  return 'page' in result ? 200 : result.status;
}

async function refusal(promise: Promise<unknown>): Promise<{ code: string; status: number }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ScheduleError);
  return { code: (error as ScheduleError).code, status: (error as ScheduleError).status };
}

async function statusOf(id: number): Promise<string> {
  return (await db.query<{ status: string }>('select status from publish_schedules where id = $1', [id]))[0]!.status;
}

describe('scheduling', () => {
  it('reads the day and time in Québec time and lists the schedule beside its page', async () => {
    const page = await draftPage();
    const schedule = await createSchedule(db, editorOfA, { kind: 'page', itemId: page.id, action: 'publish', day: '2026-12-12', time: '14:00' }, now);
    // 14:00 in Québec in December is 19:00 UTC (EST); in July it would be 18:00 (EDT).
    expect(schedule.runAt).toBe('2026-12-12T19:00:00.000Z');
    expect(schedule.version).toBe((await getEditablePage(db, page.id)).version);
    const summer = await createSchedule(db, editorOfA, { kind: 'page', itemId: page.id, action: 'withdraw', day: '2027-07-04', time: '14:00' }, now);
    expect(summer.runAt).toBe('2027-07-04T18:00:00.000Z');
    // Scripts may give seconds (the form gives minutes).
    expect(quebecInstant('2026-12-12', '14:00:30')?.toISOString()).toBe('2026-12-12T19:00:30.000Z');
    expect((await schedulesByItem(db, 'site-a', 'page'))[page.id]?.map((s) => [s.action, s.runAt])).toEqual([
      ['publish', '2026-12-12T19:00:00.000Z'],
      ['withdraw', '2027-07-04T18:00:00.000Z'],
    ]);
  });

  it('changes the time of a pending schedule, and a second schedule of the same action replaces the first', async () => {
    const page = await draftPage();
    const first = await createSchedule(db, editorOfA, { kind: 'page', itemId: page.id, action: 'publish', day: '2026-12-12', time: '14:00' }, now);
    const moved = await changeSchedule(db, editorOfA, first.id, { day: '2026-12-13', time: '09:30' }, now);
    expect(moved).toMatchObject({ id: first.id, runAt: '2026-12-13T14:30:00.000Z', status: 'pending' });
    const again = await createSchedule(db, editorOfA, { kind: 'page', itemId: page.id, action: 'publish', day: '2026-12-14', time: '08:00' }, now);
    expect(again.id).toBe(first.id);
    expect((await schedulesByItem(db, 'site-a', 'page'))[page.id]?.map((s) => s.runAt)).toEqual(['2026-12-14T13:00:00.000Z']);
  });

  it('a cancelled schedule leaves the list and never runs', async () => {
    const page = await draftPage();
    const schedule = await createSchedule(db, editorOfA, { kind: 'page', itemId: page.id, action: 'publish', day: '2026-12-02', time: '09:00' }, now);
    await cancelSchedule(db, editorOfA, schedule.id);
    expect((await schedulesByItem(db, 'site-a', 'page'))[page.id]).toBeUndefined();
    await runDueSchedules(db, 'test', at('2026-12-03T00:00:00Z'));
    expect(await publicStatus(page.path)).toBe(404);
    expect(await statusOf(schedule.id)).toBe('cancelled');
    expect(await refusal(changeSchedule(db, editorOfA, schedule.id, { day: '2026-12-05', time: '09:00' }, now))).toEqual({ code: 'not_pending', status: 409 });
  });
});

describe('refusals', () => {
  it('refuses a time that has passed (422), even by a minute, and a day that does not exist (400)', async () => {
    const page = await draftPage();
    // 06:59 in Québec is 11:59 UTC, a minute before "now".
    expect(await refusal(createSchedule(db, editorOfA, { kind: 'page', itemId: page.id, action: 'publish', day: '2026-12-01', time: '06:59' }, now))).toEqual({ code: 'schedule_in_past', status: 422 });
    expect(await refusal(createSchedule(db, editorOfA, { kind: 'page', itemId: page.id, action: 'publish', day: '2026-02-30', time: '10:00' }, now))).toEqual({ code: 'invalid_time', status: 400 });
    const ok = await createSchedule(db, editorOfA, { kind: 'page', itemId: page.id, action: 'publish', day: '2026-12-01', time: '07:01' }, now);
    expect(await refusal(changeSchedule(db, editorOfA, ok.id, { day: '2026-11-30', time: '23:00' }, now))).toEqual({ code: 'schedule_in_past', status: 422 });
  });

  it('refuses a broker scheduling a page or another broker’s listing (403), as publishing them now would be', async () => {
    const page = await draftPage();
    expect(await refusal(createSchedule(db, brokerOfA, { kind: 'page', itemId: page.id, action: 'publish', day: '2026-12-12', time: '14:00' }, now))).toEqual({ code: 'forbidden', status: 403 });
    const schedule = await createSchedule(db, editorOfA, { kind: 'page', itemId: page.id, action: 'publish', day: '2026-12-12', time: '14:00' }, now);
    expect(await refusal(cancelSchedule(db, brokerOfA, schedule.id))).toEqual({ code: 'forbidden', status: 403 });
    const theirs = await listing({ broker_ids: [] });
    expect(await refusal(createSchedule(db, brokerOfA, { kind: 'listing', itemId: theirs, action: 'withdraw', day: '2026-12-12', time: '14:00' }, now))).toEqual({ code: 'forbidden', status: 403 });
    const own = await listing();
    expect(await createSchedule(db, brokerOfA, { kind: 'listing', itemId: own, action: 'withdraw', day: '2026-12-12', time: '14:00' }, now)).toMatchObject({ kind: 'listing', status: 'pending' });
  });

  it('treats another site’s page and schedule as unknown (404)', async () => {
    const other = await draftPage([validBlock()], 'site-b');
    expect(await refusal(createSchedule(db, editorOfA, { kind: 'page', itemId: other.id, action: 'publish', day: '2026-12-12', time: '14:00' }, now))).toEqual({ code: 'item_not_found', status: 404 });
    const ofB = await createSchedule(db, { ...editorOfA, siteId: 'site-b' }, { kind: 'page', itemId: other.id, action: 'publish', day: '2026-12-12', time: '14:00' }, now);
    expect(await refusal(changeSchedule(db, editorOfA, ofB.id, { day: '2026-12-13', time: '14:00' }, now))).toEqual({ code: 'schedule_not_found', status: 404 });
    expect(await refusal(cancelSchedule(db, editorOfA, ofB.id))).toEqual({ code: 'schedule_not_found', status: 404 });
    expect(await statusOf(ofB.id)).toBe('pending');
  });

  it('refuses to schedule the withdrawal of a page that is not online and has no publication planned before (409)', async () => {
    const page = await draftPage();
    expect(await refusal(createSchedule(db, editorOfA, { kind: 'page', itemId: page.id, action: 'withdraw', day: '2026-12-12', time: '14:00' }, now))).toEqual({ code: 'not_published', status: 409 });
    await createSchedule(db, editorOfA, { kind: 'page', itemId: page.id, action: 'publish', day: '2026-12-10', time: '14:00' }, now);
    expect(await createSchedule(db, editorOfA, { kind: 'page', itemId: page.id, action: 'withdraw', day: '2026-12-12', time: '14:00' }, now)).toMatchObject({ status: 'pending' });
  });
});

async function listing(over: Record<string, unknown> = {}): Promise<number> {
  const result = await saveManualListing(db, 'site-a', null, {
    transaction: 'sale', type: 'condo', status: 'active', price: 525_000, street: '4521, rue Saint-Denis', unit: '302', mun_code: '66023',
    postal_code: 'h2j2l1', lat: 45.5262, lng: -73.5843, bedrooms: 2, bathrooms: 1.5, area: 100, area_unit: 'm2', lot_area: null, year_built: 1925,
    features: [], description: { fr: 'Condo lumineux.', en: 'Bright condo.' }, photos: [], open_houses: [], broker_ids: [brokerMember],
    contract_start: '2026-01-05', contract_end: '2099-01-04', ...over,
  });
  if (!result.ok) throw new Error(result.error);
  return result.uls;
}

describe('the job', () => {
  // Each test counts its own runs: the schedules left by the tests above are set aside.
  beforeEach(async () => {
    await db.query(`update publish_schedules set status = 'cancelled' where status = 'pending'`);
  });

  it('publishes a due page through the editor’s publish: public, a version by the scheduler, the site’s pages expired, recorded', async () => {
    const page = await draftPage();
    const schedule = await createSchedule(db, editorOfA, { kind: 'page', itemId: page.id, action: 'publish', day: '2026-12-01', time: '09:00' }, now);
    expect(await runDueSchedules(db, 'test', at('2026-12-01T13:59:59Z'))).toEqual({ done: 0, failed: 0 });
    expect(await publicStatus(page.path)).toBe(404);
    expect(await runDueSchedules(db, 'test', at('2026-12-01T14:00:00Z'))).toEqual({ done: 1, failed: 0 });
    expect(await publicStatus(page.path)).toBe(200);
    expect((await listVersions(db, page.id)).map((v) => v.createdBy)).toEqual(['Alice Tremblay']);
    expect(expiredTags).toContain('site:site-a:pages');
    expect(await statusOf(schedule.id)).toBe('done');
    const activity = await db.query<{ action: string; entity: string }>(`select action, entity from activity where entity_id = $1 and action like 'scheduled-%'`, [String(page.id)]);
    expect(activity).toEqual([{ action: 'scheduled-publish', entity: 'pages' }]);
  });

  it('publishes once when two instances run the job at the same moment', async () => {
    const page = await draftPage();
    const schedule = await createSchedule(db, editorOfA, { kind: 'page', itemId: page.id, action: 'publish', day: '2026-12-01', time: '10:00' }, now);
    const due = at('2026-12-01T15:00:01Z');
    const [a, b] = await Promise.all([runDueSchedules(db, 'instance-a', due), runDueSchedules(db2, 'instance-b', due)]);
    expect(a.done + b.done).toBe(1);
    expect(a.failed + b.failed).toBe(0);
    expect(await listVersions(db, page.id)).toHaveLength(1);
    expect(await statusOf(schedule.id)).toBe('done');
    const runs = await db.query(`select 1 from activity where entity_id = $1 and action = 'scheduled-publish'`, [String(page.id)]);
    expect(runs).toHaveLength(1);
  });

  it('marks a refused publication failed with the publish rules’ reasons, and the page stays off', async () => {
    const broken = { ...validBlock('broken'), fields: { cta_repeater: 'not a list' } };
    const page = await draftPage([broken]);
    const schedule = await createSchedule(db, editorOfA, { kind: 'page', itemId: page.id, action: 'publish', day: '2026-12-01', time: '09:00' }, now);
    expect(await runDueSchedules(db, 'test', at('2026-12-01T14:00:00Z'))).toEqual({ done: 0, failed: 1 });
    const [shown] = (await schedulesByItem(db, 'site-a', 'page'))[page.id] ?? [];
    expect(shown).toMatchObject({ id: schedule.id, status: 'failed', message: 'invalid_blocks' });
    expect(shown?.problems).toEqual([expect.objectContaining({ blockId: 'broken', type: 'cta_block' })]);
    expect(await publicStatus(page.path)).toBe(404);
  });

  it('withdraws a published page at its time: visitors get 404, the pages expire', async () => {
    const page = await draftPage();
    await publish(db, page.id, alice);
    await createSchedule(db, editorOfA, { kind: 'page', itemId: page.id, action: 'withdraw', day: '2026-12-01', time: '18:00' }, now);
    expiredTags.length = 0;
    await runDueSchedules(db, 'test', at('2026-12-01T23:00:00Z'));
    expect(await publicStatus(page.path)).toBe(404);
    expect(expiredTags).toContain('site:site-a:pages');
  });

  it('publishes an article and withdraws a listing the same way', async () => {
    const article = await createArticle(db, 'site-a', { title: { fr: 'Nouvelles' }, slug: { fr: 'nouvelles' }, published_at: '2026-11-30' });
    const uls = await listing();
    await createSchedule(db, editorOfA, { kind: 'article', itemId: article, action: 'publish', day: '2026-12-01', time: '08:00' }, now);
    await createSchedule(db, editorOfA, { kind: 'listing', itemId: uls, action: 'withdraw', day: '2026-12-01', time: '08:00' }, now);
    expect(await runDueSchedules(db, 'test', at('2026-12-01T13:00:00Z'))).toEqual({ done: 2, failed: 0 });
    expect((await db.query<{ published: boolean }>('select published from articles where id = $1', [article]))[0]?.published).toBe(true);
    expect((await getManualListing(db, 'site-a', uls))?.status).toBe('withdrawn');
  });

  it('runs at start a schedule that fell due while the server was down', async () => {
    const page = await draftPage();
    const version = (await getEditablePage(db, page.id)).version;
    // Written as the server would have before stopping: due an hour ago.
    await db.query(
      `insert into publish_schedules (site_id, kind, item_id, action, run_at, version, created_by_id, created_by_name)
       values ('site-a', 'page', $1, 'publish', now() - interval '1 hour', $2, $3, $4)`,
      [page.id, version, alice.id, alice.name],
    );
    // A pass every 10 minutes: only the pass at start can publish within the test.
    const runner = startJobRunner(async () => db, [scheduledPublishingJob({ everyMs: 600_000, instance: 'restarted' })]);
    try {
      const deadline = Date.now() + 5_000;
      while ((await publicStatus(page.path)) !== 200 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(await publicStatus(page.path)).toBe(200);
    } finally {
      await runner.stop();
    }
  });
});

describe('scheduling where publishing is reviewed', () => {
  it('refuses an editor whose publishing waits for approval, and schedules again once review is off', async () => {
    const { id } = await draftPage();
    const input = { kind: 'page' as const, itemId: id, action: 'publish' as const, day: '2026-12-02', time: '09:00' };
    await db.query(`update sites set metadata = metadata || '{"review": {"editors": true}}'::jsonb where id = 'site-a'`);
    try {
      const refused = await createSchedule(db, editorOfA, input, now).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ScheduleError);
      expect((refused as ScheduleError).code).toBe('review_required');
      expect((refused as ScheduleError).status).toBe(409);
      expect(await schedulesByItem(db, 'site-a', 'page')).not.toHaveProperty(String(id));
    } finally {
      await db.query(`update sites set metadata = metadata - 'review' where id = 'site-a'`);
    }
    expect((await createSchedule(db, editorOfA, input, now)).status).toBe('pending');
  });
});
