import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { createEditor } from '@/lib/auth/editors';
import { createSession } from '@/lib/auth/session';
import type { Database } from '@/lib/db/types';
import { openTestDb } from '../helpers/db';
import { A, B, insertLead, insertSearch, insertTwoSites } from './fixtures';

/**
 * Erasure from the "My data" link (a POST, never a GET): the address's saved searches on the
 * site go at once; its leads wait in /qa/erasure with a 30-day deadline for the site admin,
 * who anonymises them or keeps them with a reason from the fixed list; the visitor is
 * e-mailed when all are decided; every step is in the activity log. Refused: a wrong role,
 * another site's item, a bad or expired link, no confirmation, a reason off the list.
 */

const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
vi.mock('@/lib/db', () => ({ getDb: () => testDb.current }));
delete process.env.SMTP_URL;

const { POST: erase } = await import('@/app/api/swc/[micrositeId]/my-data/erasure/route');
const { POST: decide } = await import('@/app/api/editor/erasure/[id]/route');
const { GET: download } = await import('@/app/api/swc/[micrositeId]/my-data/export/route');
const { myDataKey, signMyDataToken } = await import('@/lib/my-data/tokens');

const MARIE = 'marie@example.com';
let db: Database;
const ids = { leadsA: [] as number[], leadB: 0, searchesA: [] as number[], searchB: 0 };
const cookies = { admin: '', editor: '', adminB: '' };
let token = '';

async function signedIn(email: string, siteId: string, role: 'site_admin' | 'editor'): Promise<string> {
  const editor = await createEditor(db, { email, name: email.split('@')[0]!, password: 'Bon-mot-de-passe', platformAdmin: false });
  await db.query('insert into site_roles (editor_id, site_id, role) values ($1, $2, $3)', [editor!.id, siteId, role]);
  return `qa_session=${(await createSession(db, editor!.id)).token}`;
}

async function linkFor(siteId: string, email: string, now = Date.now()): Promise<string> {
  const rows = await db.query<{ id: number }>(`insert into data_requests (site_id, email, locale) values ($1, $2, 'fr') returning id`, [siteId, email]);
  return signMyDataToken(await myDataKey(db), Number(rows[0]!.id), now);
}

beforeAll(async () => {
  testDb.current = openTestDb();
  db = await testDb.current;
  await insertTwoSites(db);
  ids.leadsA = [await insertLead(db, A.id, MARIE, { message: 'Visite rue des Érables' }), await insertLead(db, A.id, MARIE, { message: 'Évaluation chalet' })];
  ids.leadB = await insertLead(db, B.id, MARIE);
  ids.searchesA = [await insertSearch(db, A.id, MARIE), await insertSearch(db, A.id, MARIE, 'pending')];
  ids.searchB = await insertSearch(db, B.id, MARIE);
  cookies.admin = await signedIn('admin@a.test', A.id, 'site_admin');
  cookies.editor = await signedIn('editor@a.test', A.id, 'editor');
  cookies.adminB = await signedIn('admin@b.test', B.id, 'site_admin');
  token = await linkFor(A.id, MARIE);
}, 180_000);
afterAll(() => db?.close());
beforeEach(() => {
  testDb.current = Promise.resolve(db);
});

const postErasure = (micrositeId: string, body: Record<string, string>, json = false) =>
  erase(
    new NextRequest(`http://localhost/api/swc/${micrositeId}/my-data/erasure`, {
      method: 'POST',
      headers: { 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded' },
      body: json ? JSON.stringify(body) : new URLSearchParams(body).toString(),
    }),
    { params: Promise.resolve({ micrositeId }) },
  );

const postDecision = (itemId: number | string, cookie: string, body: unknown, host = A.host) =>
  decide(
    new NextRequest(`http://${host}/api/editor/erasure/${itemId}`, { method: 'POST', headers: { host, cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    { params: Promise.resolve({ id: String(itemId) }) },
  );

const queue = () => db.query<{ id: number; lead_id: number; due_at: Date; decision: string | null; request_id: number }>('select id, lead_id, due_at, decision, request_id from erasure_items order by id');
const mailsTo = (email: string) => db.query<{ subject: string; text: string }>(`select subject, message->>'text' as text from lead_outbox where recipient = $1 order by id`, [email]);

describe('the visitor asks for erasure', () => {
  it('without the confirmation box nothing is erased (the page is told; a JSON client gets 422)', async () => {
    const page = await postErasure(A.micrositeId, { t: token, locale: 'fr' });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toMatch(/^\/fr\/mes-donnees\?t=.+&erasure=confirm-required$/);
    const api = await postErasure(A.micrositeId, { t: token, locale: 'en' }, true);
    expect(api.status).toBe(422);
    expect((await api.json()).message).toBe('Cochez la case pour confirmer la suppression.');
    expect(await db.query('select 1 from saved_searches where site_id = $1', [A.id])).toHaveLength(2);
  });

  it('refuses a forged link, an expired one and another site\'s path with 4xx; nothing is erased', async () => {
    expect((await postErasure(A.micrositeId, { t: token.slice(0, -2) + 'xx', confirm: 'on' })).status).toBe(404);
    expect((await postErasure(A.micrositeId, { t: await linkFor(A.id, MARIE, Date.now() - 2 * 24 * 3600 * 1000), confirm: 'on' })).status).toBe(410);
    expect((await postErasure(B.micrositeId, { t: token, confirm: 'on' })).status).toBe(404);
    expect(await db.query('select 1 from saved_searches where lower(email) = $1', [MARIE])).toHaveLength(3);
    expect(await queue()).toHaveLength(0);
  });

  it('removes the saved searches on this site at once, queues the leads with a 30-day deadline, and records it', async () => {
    const before = Date.now();
    const response = await postErasure(A.micrositeId, { t: token, confirm: 'on', locale: 'fr' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/&erasure=2-2$/);
    expect(await db.query('select id from saved_searches where site_id = $1', [A.id])).toEqual([]);
    expect((await db.query<{ id: number }>('select id from saved_searches where site_id = $1', [B.id])).map((row) => Number(row.id))).toEqual([ids.searchB]);
    const items = await queue();
    expect(items.map((item) => Number(item.lead_id))).toEqual(ids.leadsA);
    for (const item of items) {
      const days = (new Date(item.due_at).getTime() - before) / (24 * 3600 * 1000);
      expect(days).toBeGreaterThan(29.99);
      expect(days).toBeLessThan(30.01);
    }
    // The leads themselves wait for the admin.
    expect((await db.query<{ email: string }>('select email from leads where id = any($1::bigint[])', [ids.leadsA])).map((row) => row.email)).toEqual([MARIE, MARIE]);
    const activity = await db.query<{ entity: string; action: string; detail: { params: Record<string, number> } }>(`select entity, action, detail from activity where entity = 'erasure'`);
    expect(activity).toEqual([{ entity: 'erasure', action: 'request', detail: { message: 'erasure-requested', params: { searches: 2, leads: 2 } } }]);
    // The page now says so.
    const data = await (await download(new NextRequest(`http://localhost/x?t=${encodeURIComponent(token)}`), { params: Promise.resolve({ micrositeId: A.micrositeId }) })).json();
    expect(data.saved_searches).toEqual([]);
    expect(data.erasure_requests).toHaveLength(1);
  });
});

describe('the site admin decides', () => {
  it('refuses an editor (403), a decision off the list (422), another site\'s admin (404 on their host, 403 on ours)', async () => {
    const [first] = await queue();
    expect((await postDecision(first!.id, cookies.editor, { decision: 'anonymise' })).status).toBe(403);
    const offList = await postDecision(first!.id, cookies.admin, { decision: 'keep', reason: 'because' });
    expect(offList.status).toBe(422);
    expect((await offList.json()).message).toBe('Choisissez un motif de conservation dans la liste.');
    expect((await postDecision(first!.id, cookies.adminB, { decision: 'anonymise' }, B.host)).status).toBe(404);
    expect((await postDecision(first!.id, cookies.adminB, { decision: 'anonymise' })).status).toBe(403);
    expect((await queue()).every((item) => item.decision === null)).toBe(true);
  });

  it('anonymise blanks the lead (name, address, phone, message, answers, address hash); keep needs a listed reason; the last decision e-mails the visitor', async () => {
    const [first, second] = await queue();
    const done = await postDecision(first!.id, cookies.admin, { decision: 'anonymise' });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ status: 'ok', requestDone: false });
    const [lead] = await db.query<Record<string, unknown>>('select full_name, email, phone, message, payload, consent, ip_hash, user_agent, anonymised_at from leads where id = $1', [first!.lead_id]);
    expect(lead).toMatchObject({ full_name: '', email: '', phone: null, message: null, ip_hash: null, user_agent: null, payload: { form_type: 'contact_form', locale: 'fr' } });
    expect(lead!.anonymised_at).not.toBeNull();
    expect(lead!.consent).not.toHaveProperty('ip_hash');
    expect(JSON.stringify(lead)).not.toContain('Érables');
    // Not yet done: no e-mail to the visitor.
    expect((await mailsTo(MARIE)).filter((mail) => mail.subject.includes('suppression'))).toHaveLength(0);
    expect((await postDecision(first!.id, cookies.admin, { decision: 'anonymise' })).status).toBe(409);

    const kept = await postDecision(second!.id, cookies.admin, { decision: 'keep', reason: 'legal-obligation' });
    expect(await kept.json()).toEqual({ status: 'ok', requestDone: true });
    expect((await db.query<{ message: string }>('select message from leads where id = $1', [second!.lead_id]))[0]!.message).toBe('Évaluation chalet');
    const [mail] = (await mailsTo(MARIE)).filter((m) => m.subject.includes('suppression'));
    expect(mail!.subject).toBe('Votre demande de suppression est traitée');
    expect(mail!.text).toContain('2 alertes de propriétés supprimées');
    expect(mail!.text).toContain('1 demande anonymisée');
    expect(mail!.text).toContain('Loi sur le courtage immobilier');
    // Done: the request forgets the address.
    expect((await db.query<{ email: string | null; completed_at: Date | null }>('select email, completed_at from erasure_requests'))[0]).toMatchObject({ email: null, completed_at: expect.any(Date) });
    const actions = await db.query<{ action: string; editor_name: string }>(`select action, editor_name from activity where entity = 'erasure' order by id`);
    expect(actions).toEqual([
      { action: 'request', editor_name: 'system' },
      { action: 'anonymise', editor_name: 'admin' },
      { action: 'keep', editor_name: 'admin' },
    ]);
  });

  it('a visitor with nothing queued is told at once', async () => {
    await insertSearch(db, B.id, 'seul@example.com');
    const response = await postErasure(B.micrositeId, { t: await linkFor(B.id, 'seul@example.com'), confirm: 'on' }, true);
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ searchesRemoved: 1, leadsQueued: 0, done: true });
    expect((await mailsTo('seul@example.com')).map((mail) => mail.subject)).toEqual(['Votre demande de suppression est traitée']);
  });
});
