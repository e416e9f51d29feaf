import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { listActivity } from '@/lib/activity/queries';
import { createEditor } from '@/lib/auth/editors';
import { setSiteRole } from '@/lib/auth/roles';
import { createSession } from '@/lib/auth/session';
import { expiredTags } from '@/lib/cache/invalidate';
import type { Database } from '@/lib/db/types';
import { getSaleAuthorisation } from '@/lib/listings/sale-authorisation';
import { getListingByUls } from '@/lib/listings/service';
import { saveManualListing } from '@/lib/listings/sources/manual';
import { itemReview } from '@/lib/review/queue';
import { saveReviewSettings } from '@/lib/review/settings';
import { openTestDb } from '../helpers/db';
import { brokerRequest, openBrokerSite, type BrokerSite } from '../helpers/broker-site';

/**
 * A sold listing's authorisations under supervised publishing: where a broker's publishing is
 * reviewed, authorising the sale or its price to show answers 202 and waits in /qa/review with
 * what changes; the public site shows the sale as before until a reviewer approves, which
 * writes exactly what was submitted and expires the listing's pages. Each step is in the sale's
 * history and /qa/activity, and its author is told by e-mail.
 */

const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
vi.mock('@/lib/db', () => ({ getDb: () => testDb.current }));

const { POST: create } = await import('@/app/api/editor/listings/route');
const { PUT: editListing } = await import('@/app/api/editor/listings/[uls]/route');
const { PUT } = await import('@/app/api/editor/listings/[uls]/sale-authorisation/route');
const { GET: queue } = await import('@/app/api/editor/review/route');
const { POST: decide } = await import('@/app/api/editor/review/[id]/route');

let db: Database;
let members: BrokerSite['members'];
let tokens: BrokerSite['tokens'] & { admin: string; otherAdmin: string };
let uls = 0;
let elsewhere = 0;

const soldListing = (over: Record<string, unknown> = {}) => ({
  transaction: 'sale', type: 'maison', status: 'sold', price: 410_000, close_price: 402_000, close_date: '2026-10-01', street: '12, rue des Érables', mun_code: '65005',
  postal_code: 'H7N 1A1', lat: 45.57, lng: -73.7, description: { fr: 'Maison', en: 'House' }, broker_ids: [members.julie], contract_start: '2026-03-01', contract_end: '2026-12-31', ...over,
});
const noParams = { params: Promise.resolve({}) };
const at = <K extends string>(key: K, value: number) => ({ params: Promise.resolve({ [key]: String(value) } as Record<K, string>) });
const authorise = (token: string, body: unknown, listing = uls) => PUT(brokerRequest(`/api/editor/listings/${listing}/sale-authorisation`, 'PUT', token, body), at('uls', listing));
const decision = (token: string, id: number, body: unknown, host = 'broker.test') =>
  decide(
    new NextRequest(`http://${host}/api/editor/review/${id}`, {
      method: 'POST',
      headers: { host, cookie: `qa_session=${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    at('id', id),
  );
const recorded = async () => (await db.query<{ ad: boolean; price: boolean; on: string | null }>('select sale_ad_authorised as ad, sale_price_authorised as price, sale_authorised_on::text as on from listings where uls = $1', [uls]))[0];
const mailsTo = async (email: string) =>
  (await db.query<{ message: { to: string; subject: string; text: string } }>('select message from lead_outbox order by id')).map((r) => r.message).filter((m) => m.to === email);
const withPrice = { advertise: true, disclose_price: true, authorised_on: '2026-10-02' };

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
  const made = await create(brokerRequest('/api/editor/listings', 'POST', tokens.editor, soldListing()), noParams);
  uls = ((await made.json()) as { uls: number }).uls;
  const theirs = await saveManualListing(db, 'agency', null, soldListing({ broker_ids: [], street: '3, rue Ailleurs' }) as never);
  if (!theirs.ok) throw new Error(theirs.error);
  elsewhere = theirs.uls;
  await saveReviewSettings(db, 'broker', { brokers: true, editors: false });
});
afterAll(() => db.close());
beforeEach(() => {
  expiredTags.length = 0;
});

describe('a reviewed broker’s sale authorisation', () => {
  let submission = 0;

  it('authorising the sale and its price answers 202 and the public site shows nothing of the sale yet', async () => {
    const answer = await authorise(tokens.julie, withPrice);
    expect(answer.status).toBe(202);
    submission = ((await answer.json()) as { submission: number }).submission;
    expect(await recorded()).toEqual({ ad: false, price: false, on: null });
    expect(await getListingByUls(db, uls)).toBeNull();
    expect(expiredTags).toEqual([]);
  });

  it('waits in the review queue with what it changes, each field named as the form names it', async () => {
    const answer = await queue(brokerRequest('/api/editor/review', 'GET', tokens.admin, undefined), noParams);
    const { submissions } = (await answer.json()) as { submissions: { submission: { id: number; kind: string; itemId: number }; title: { fr: string }; comparison: { fields: { path: string[]; label: { fr: string; en: string }; before?: string; after?: string }[] } }[] };
    const entry = submissions.find((s) => s.submission.id === submission)!;
    expect(entry.submission).toMatchObject({ kind: 'sale', itemId: uls });
    expect(entry.title.fr).toBe('12, rue des Érables');
    expect(entry.comparison.fields.map((f) => [f.label.fr, f.before, f.after])).toEqual([
      ['Les parties autorisent à annoncer la vente', 'false', 'true'],
      ['Les parties autorisent à divulguer le prix', 'false', 'true'],
      ['Date de l’autorisation', '', '2026-10-02'],
    ]);
    expect(entry.comparison.fields[1]!.label.en).toBe('The parties authorise disclosing the price');
  });

  it('a broker cannot approve it (403), another site’s admin does not find it (404), a request for changes needs a comment (400)', async () => {
    expect((await decision(tokens.julie, submission, { action: 'approve' })).status).toBe(403);
    expect((await decision(tokens.otherAdmin, submission, { action: 'approve' }, 'agency.localhost')).status).toBe(404);
    expect((await decision(tokens.admin, submission, { action: 'request_changes', comment: ' ' })).status).toBe(400);
    expect(await recorded()).toEqual({ ad: false, price: false, on: null });
  });

  it('another site’s listing is a 404 to the broker and to the editor, and nothing is submitted', async () => {
    const before = await db.query("select 1 from review_steps where item_kind = 'sale'");
    expect((await authorise(tokens.julie, withPrice, elsewhere)).status).toBe(404);
    expect((await authorise(tokens.editor, withPrice, elsewhere)).status).toBe(404);
    expect(await db.query("select 1 from review_steps where item_kind = 'sale'")).toHaveLength(before.length);
    expect(await getSaleAuthorisation(db, 'agency', elsewhere)).toMatchObject({ advertise: false, authorised_on: null });
  });

  it('requesting changes tells the author by e-mail, with the listing’s link, and nothing shows', async () => {
    expect((await decision(tokens.admin, submission, { action: 'request_changes', comment: 'Joignez l’autorisation signée du prix' })).status).toBe(200);
    const mail = (await mailsTo('julie@courtier.ca')).at(-1)!;
    expect(mail.subject).toContain('12, rue des Érables');
    expect(mail.text).toContain('Joignez l’autorisation signée du prix');
    expect(mail.text).toContain(`/qa/listings/${uls}`);
    expect(await getListingByUls(db, uls)).toBeNull();
  });

  it('approving writes exactly what was submitted, expires the listing’s pages and tells the author; every step is in the history and /qa/activity', async () => {
    const answer = await authorise(tokens.julie, { advertise: true, disclose_price: false, authorised_on: '2026-10-05' });
    expect(answer.status).toBe(202);
    const id = ((await answer.json()) as { submission: number }).submission;
    expect((await decision(tokens.admin, id, { action: 'approve' })).status).toBe(200);
    expect(await recorded()).toEqual({ ad: true, price: false, on: '2026-10-05' });
    expect(await getSaleAuthorisation(db, 'broker', uls)).toMatchObject({ recorded_by: 'julie@courtier.ca' });
    expect(await getListingByUls(db, uls)).toMatchObject({ status: 'sold', price: null });
    expect(expiredTags).toEqual(expect.arrayContaining([`listing:${uls}`, 'listings']));
    expect(await mailsTo('julie@courtier.ca')).toHaveLength(2);
    const history = await itemReview(db, { siteId: 'broker', kind: 'sale', id: uls });
    expect(history.steps.map((s) => s.step)).toEqual(['approved', 'submitted', 'changes_requested', 'submitted']);
    expect(history.steps[0]).toMatchObject({ actorName: 'Alice Admin', submissionId: id });
    const log = (await listActivity(db, { siteId: 'broker', entity: 'listings' })).filter((row) => row.action.startsWith('review-'));
    expect(log.map((row) => row.action)).toEqual(['review-approved', 'review-submitted', 'review-changes_requested', 'review-submitted']);
    expect(log.every((row) => row.entityId === String(uls) && row.entityTitle?.fr === '12, rue des Érables' && row.detail?.params?.kind === 'sale')).toBe(true);
    expect((await decision(tokens.admin, id, { action: 'approve' })).status).toBe(409);
  });

  it('showing less (the price, or the sale, no longer authorised) applies at once, without review', async () => {
    expect((await authorise(tokens.julie, { advertise: false, disclose_price: false, authorised_on: '2026-10-20' })).status).toBe(200);
    expect(await recorded()).toEqual({ ad: false, price: false, on: '2026-10-20' });
    expect(await getListingByUls(db, uls)).toBeNull();
    expect(expiredTags).toContain(`listing:${uls}`);
  });

  it('waits beside a pending edit of the same listing: neither replaces the other', async () => {
    const edit = await editListing(brokerRequest(`/api/editor/listings/${uls}`, 'PUT', tokens.julie, soldListing({ price: 405_000 })), at('uls', uls));
    expect(edit.status).toBe(202);
    expect((await authorise(tokens.julie, withPrice)).status).toBe(202);
    const answer = await queue(brokerRequest('/api/editor/review', 'GET', tokens.admin, undefined), noParams);
    const { submissions } = (await answer.json()) as { submissions: { submission: { kind: string; itemId: number } }[] };
    expect(submissions.filter((s) => s.submission.itemId === uls).map((s) => s.submission.kind).sort()).toEqual(['listing', 'sale']);
  });

  it('an editor (not reviewed here) records it at once', async () => {
    expect((await authorise(tokens.editor, withPrice)).status).toBe(200);
    expect(await getListingByUls(db, uls)).toMatchObject({ status: 'sold', price: 410_000 });
  });
});
