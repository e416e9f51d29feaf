import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { listActivity } from '@/lib/activity/queries';
import { createEditor } from '@/lib/auth/editors';
import { setSiteRole } from '@/lib/auth/roles';
import { createSession } from '@/lib/auth/session';
import type { Database } from '@/lib/db/types';
import { getManualListing } from '@/lib/listings/sources/manual';
import { listingVersions } from '@/lib/listings/sources/manual-versions';
import { saveReviewSettings } from '@/lib/review/settings';
import { openTestDb } from '../helpers/db';
import { brokerRequest, openBrokerSite, type BrokerSite } from '../helpers/broker-site';

/**
 * Supervised publishing of hand-managed listings: where a broker's publishing is reviewed, their
 * listing edit is frozen for approval (202) and the listing stays as it is online; a site admin
 * sees it in the queue with the listing's comparison, and approving saves exactly that input.
 */

const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
vi.mock('@/lib/db', () => ({ getDb: () => testDb.current }));

const { POST: create } = await import('@/app/api/editor/listings/route');
const { PUT } = await import('@/app/api/editor/listings/[uls]/route');
const { GET: queue } = await import('@/app/api/editor/review/route');
const { POST: decide } = await import('@/app/api/editor/review/[id]/route');
const { POST: schedule } = await import('@/app/api/editor/schedules/route');

let db: Database;
let members: BrokerSite['members'];
let tokens: BrokerSite['tokens'] & { admin: string; otherAdmin: string };
let uls = 0;

const listing = (over: Record<string, unknown> = {}) => ({
  transaction: 'sale', type: 'maison', status: 'active', price: 410_000, street: '12, rue des Érables', mun_code: '65005',
  postal_code: 'H7N 1A1', lat: 45.57, lng: -73.7, bedrooms: 3, description: { fr: 'Maison', en: 'House' }, broker_ids: [members.julie],
  contract_start: '2026-01-05', contract_end: '2099-01-04', ...over,
});
const noParams = { params: Promise.resolve({}) };
const at = <K extends string>(key: K, value: number) => ({ params: Promise.resolve({ [key]: String(value) } as Record<K, string>) });
const edit = (token: string, body: unknown) => PUT(brokerRequest(`/api/editor/listings/${uls}`, 'PUT', token, body), at('uls', uls));
const decision = (token: string, id: number, body: unknown, host = 'broker.test') =>
  decide(
    new NextRequest(`http://${host}/api/editor/review/${id}`, {
      method: 'POST',
      headers: { host, cookie: `qa_session=${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    at('id', id),
  );
const online = async () => (await db.query<{ price: number; status: string }>('select price, status from listings where uls = $1', [uls]))[0];
const outboxTo = async (email: string) =>
  (await db.query<{ message: { to: string; subject: string; text: string } }>('select message from lead_outbox order by id')).map((r) => r.message).filter((m) => m.to === email);

beforeAll(async () => {
  testDb.current = openTestDb();
  db = await testDb.current;
  const site = await openBrokerSite(db);
  members = site.members;
  const admin = await createEditor(db, { email: 'admin@agence.ca', name: 'Alice Admin', password: 'un mot de passe assez long' });
  await setSiteRole(db, admin!.id, 'broker', 'site_admin');
  const other = await createEditor(db, { email: 'admin@autre.ca', name: 'Autre Admin', password: 'un mot de passe assez long' });
  await setSiteRole(db, other!.id, 'agency', 'site_admin');
  tokens = { ...site.tokens, admin: (await createSession(db, admin!.id)).token, otherAdmin: (await createSession(db, other!.id)).token };
  const made = await create(brokerRequest('/api/editor/listings', 'POST', tokens.editor, listing()), noParams);
  expect(made.status).toBe(201);
  uls = ((await made.json()) as { uls: number }).uls;
  await saveReviewSettings(db, 'broker', { brokers: true, editors: false });
});
afterAll(() => db.close());

describe('a reviewed broker’s listing edit', () => {
  let submission = 0;

  it('answers 202 and changes nothing online: the listing, its input and its versions stay as they were', async () => {
    const before = await getManualListing(db, 'broker', uls);
    const answer = await edit(tokens.julie, listing({ price: 389_000, description: { fr: 'Maison rénovée', en: 'House' } }));
    expect(answer.status).toBe(202);
    submission = ((await answer.json()) as { submission: number }).submission;
    expect(await online()).toEqual({ price: 410_000, status: 'active' });
    expect(await getManualListing(db, 'broker', uls)).toEqual(before);
    expect(await listingVersions(db, 'broker', uls)).toHaveLength(1);
  });

  it('an input no save would take is refused at once, naming the field, and nothing is submitted', async () => {
    const refused = await edit(tokens.julie, listing({ broker_ids: [members.julie, 99_999_999] }));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: 'invalid_listing', field: 'broker_ids' });
    expect(await db.query("select 1 from review_steps where item_kind = 'listing' and id <> $1", [submission])).toHaveLength(0);
    expect(await listingVersions(db, 'broker', uls)).toHaveLength(1);
  });

  it('waits in the review queue with the listing’s comparison against what is online', async () => {
    const answer = await queue(brokerRequest('/api/editor/review', 'GET', tokens.admin, undefined), noParams);
    const { submissions } = (await answer.json()) as { submissions: { submission: { id: number; kind: string; itemId: number }; comparison: { fields: { path: string[]; before?: string; after?: string }[] } }[] };
    const entry = submissions.find((s) => s.submission.id === submission)!;
    expect(entry.submission).toMatchObject({ kind: 'listing', itemId: uls });
    expect(entry.comparison.fields.map((f) => [f.path.join('.'), f.before, f.after])).toEqual([
      ['price', '410000', '389000'],
      ['description.fr', 'Maison', 'Maison rénovée'],
    ]);
  });

  it('a broker cannot approve (403), another site’s admin does not find it (404), a refusal needs a comment (400)', async () => {
    expect((await decision(tokens.julie, submission, { action: 'approve' })).status).toBe(403);
    expect((await decision(tokens.otherAdmin, submission, { action: 'approve' }, 'agency.localhost')).status).toBe(404);
    expect((await decision(tokens.admin, submission, { action: 'request_changes', comment: '  ' })).status).toBe(400);
    expect(await online()).toEqual({ price: 410_000, status: 'active' });
  });

  it('requesting changes tells the author, in their language, with the link to the listing', async () => {
    expect((await decision(tokens.admin, submission, { action: 'request_changes', comment: 'Précisez la rénovation' })).status).toBe(200);
    const mail = (await outboxTo('julie@courtier.ca')).at(-1)!;
    expect(mail.text).toContain('Précisez la rénovation');
    expect(mail.text).toContain(`/qa/listings/${uls}`);
    expect(mail.subject).toContain('12, rue des Érables');
    expect(await online()).toEqual({ price: 410_000, status: 'active' });
  });

  it('approving saves exactly the submitted input, as a new version signed by the reviewer', async () => {
    const submitted = listing({ price: 385_000, description: { fr: 'Maison rénovée en 2024', en: 'House renovated in 2024' }, features: ['Garage'] });
    const answer = await edit(tokens.julie, submitted);
    expect(answer.status).toBe(202);
    const id = ((await answer.json()) as { submission: number }).submission;
    expect((await decision(tokens.admin, id, { action: 'approve' })).status).toBe(200);
    expect(await online()).toEqual({ price: 385_000, status: 'active' });
    expect(await getManualListing(db, 'broker', uls)).toMatchObject({ price: 385_000, description: submitted.description, features: ['Garage'] });
    expect((await listingVersions(db, 'broker', uls))[0]).toMatchObject({ version: 2, createdBy: 'Alice Admin' });
    expect((await outboxTo('julie@courtier.ca')).length).toBe(2);
    // Each step is in /qa/activity, on the listing, named by its address.
    const log = (await listActivity(db, { siteId: 'broker', entity: 'listings' })).filter((row) => row.action.startsWith('review-'));
    expect(log.map((row) => row.action)).toEqual(expect.arrayContaining(['review-submitted', 'review-changes_requested', 'review-approved']));
    expect(log.every((row) => row.entityId === String(uls) && row.entityTitle?.fr === '12, rue des Érables')).toBe(true);
    expect((await decision(tokens.admin, id, { action: 'approve' })).status).toBe(409);
  });

  it('approval judges the frozen input by the listing rules again: a broker gone since refuses it (422), nothing changes', async () => {
    const [gone] = await db.query<{ id: number }>("insert into members (site_id, slug, kind, name) values ('broker', 'luc', 'broker', 'Luc') returning id");
    const answer = await edit(tokens.julie, listing({ price: 370_000, broker_ids: [members.julie, Number(gone!.id)] }));
    expect(answer.status).toBe(202);
    const id = ((await answer.json()) as { submission: number }).submission;
    await db.query('delete from members where id = $1', [gone!.id]);
    const refused = await decision(tokens.admin, id, { action: 'approve' });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ error: 'listing_refused' });
    expect(await online()).toEqual({ price: 385_000, status: 'active' });
    expect(await listingVersions(db, 'broker', uls)).toHaveLength(2);
    // Still open: the reviewer sends it back.
    expect((await decision(tokens.admin, id, { action: 'request_changes', comment: 'Luc a quitté l’agence' })).status).toBe(200);
  });

  it('a new listing by a reviewed broker is created withdrawn and submitted', async () => {
    const answer = await create(brokerRequest('/api/editor/listings', 'POST', tokens.julie, listing({ street: '5, rue Neuve' })), noParams);
    expect(answer.status).toBe(202);
    const made = (await answer.json()) as { uls: number; submission: number };
    expect((await getManualListing(db, 'broker', made.uls))?.status).toBe('withdrawn');
    expect((await decision(tokens.admin, made.submission, { action: 'approve' })).status).toBe(200);
    expect((await getManualListing(db, 'broker', made.uls))?.status).toBe('active');
  });

  it('a reviewed broker cannot schedule a listing’s publication or withdrawal (409 review_required); an editor can', async () => {
    const body = (action: string) => ({ kind: 'listing', itemId: uls, action, day: `${new Date().getUTCFullYear() + 1}-06-01`, time: '10:00' });
    for (const action of ['publish', 'withdraw']) {
      const refused = await schedule(brokerRequest('/api/editor/schedules', 'POST', tokens.julie, body(action)), noParams);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ error: 'review_required' });
    }
    expect((await schedule(brokerRequest('/api/editor/schedules', 'POST', tokens.editor, body('withdraw')), noParams)).status).toBe(201);
  });
});
