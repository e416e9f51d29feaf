import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import type { Database } from '@/lib/db/types';
import { openTestDb } from '../helpers/db';
import { solvedToken } from '../leads/lead-fixtures';
import { A, B, insertLead, insertSearch, insertTwoSites, lastLinkToken } from './fixtures';

/**
 * "My data": an address asks for its link (captcha and the limits of the other forms), the
 * e-mail carries a signed, expiring link, and the link opens everything THIS site holds for
 * THAT address (leads, saved searches, consents, e-mails sent), downloadable as JSON and CSV.
 * Another address's or another site's data never comes along; a forged, other site's or
 * expired link is a 4xx in the visitor's language.
 */

const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
vi.mock('@/lib/db', () => ({ getDb: () => testDb.current }));

process.env.LEADS_RATE_LIMIT_PER_MIN = '1000';
delete process.env.SMTP_URL;
delete process.env.RECAPTCHA_SECRET;

const { POST: askLink } = await import('@/app/api/swc/[micrositeId]/my-data/route');
const { GET: download } = await import('@/app/api/swc/[micrositeId]/my-data/export/route');
const { myDataKey, signMyDataToken } = await import('@/lib/my-data/tokens');

const MARIE = 'marie@example.com';
let db: Database;
let ip = 0;
const ids = { leadsA: [] as number[], leadB: 0, otherLead: 0, searchA: 0, searchB: 0 };

beforeAll(async () => {
  testDb.current = openTestDb();
  db = await testDb.current;
  await insertTwoSites(db);
  ids.leadsA = [await insertLead(db, A.id, MARIE, { message: 'Visite rue des Érables' }), await insertLead(db, A.id, 'Marie@Example.com', { message: 'Évaluation chalet' })];
  ids.leadB = await insertLead(db, B.id, MARIE, { message: 'SECRET DU SITE B' });
  ids.otherLead = await insertLead(db, A.id, 'luc@example.com', { message: 'SECRET DE LUC' });
  ids.searchA = await insertSearch(db, A.id, MARIE);
  ids.searchB = await insertSearch(db, B.id, MARIE);
  await insertSearch(db, A.id, 'luc@example.com');
}, 180_000);
afterAll(() => db?.close());
beforeEach(() => {
  testDb.current = Promise.resolve(db);
});

async function ask(email: string, site: { key: string; micrositeId: string } = A, over: Record<string, unknown> = {}) {
  ip += 1;
  const request = new NextRequest(`http://localhost/api/swc/${site.micrositeId}/my-data`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-site-key': site.key, 'content-language': 'fr', 'x-forwarded-for': `198.51.100.${ip % 250}` },
    body: JSON.stringify({ email, locale: 'fr', recaptcha_response: await solvedToken(db), ...over }),
  });
  return askLink(request, { params: Promise.resolve({ micrositeId: site.micrositeId }) });
}

const get = (micrositeId: string, query: string) =>
  download(new NextRequest(`http://localhost/api/swc/${micrositeId}/my-data/export?${query}`), { params: Promise.resolve({ micrositeId }) });

describe('asking for the link', () => {
  it('e-mails a signed link to the address, through the outbox, on the site asked; the answer says nothing of what is held', async () => {
    const response = await ask('  Marie@Example.com ');
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: 'sent' });
    const rows = await db.query<{ site_id: string; subject: string; text: string }>(
      `select site_id, subject, message->>'text' as text from lead_outbox where recipient = $1 and lead_id is null order by id desc limit 1`,
      [MARIE],
    );
    expect(rows[0]?.site_id).toBe(A.id);
    expect(rows[0]?.subject).toContain('Vos données');
    expect(rows[0]?.text).toMatch(/\/fr\/mes-donnees\?t=d\.\d+\.[0-9a-z]+\.[\w-]{43}/);
    expect(rows[0]?.text).toContain('24 heures');
    // An address the site knows nothing of gets the same answer (and its own e-mail).
    expect((await ask('inconnu@example.com')).status).toBe(202);
  });

  it('refuses a missing captcha and a bad address with 422 and a French message; a replayed captcha too', async () => {
    const noCaptcha = await ask(MARIE, A, { recaptcha_response: '' });
    expect(noCaptcha.status).toBe(422);
    expect((await noCaptcha.json()).errors).toEqual({ recaptcha_response: 'captcha-failed' });
    const bad = await ask('pas-une-adresse', A);
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ errors: { email: 'email-invalid' }, message: 'Cette adresse courriel n’est pas valide.' });
    const token = await solvedToken(db);
    expect((await ask('rejoue@example.com', A, { recaptcha_response: token })).status).toBe(202);
    expect((await ask('rejoue@example.com', A, { recaptcha_response: token })).status).toBe(422);
  });

  it('a wrong site key is 401; an address gets at most 3 links a day, all sites together, the rest answered alike and not sent', async () => {
    expect((await ask(MARIE, { key: 'faux', micrositeId: A.micrositeId })).status).toBe(401);
    const victim = 'victime@example.com';
    for (const site of [A, A, B, A, B]) expect((await ask(victim, site)).status).toBe(202);
    const sent = await db.query(`select 1 from lead_outbox where recipient = $1`, [victim]);
    expect(sent).toHaveLength(3);
  });
});

describe('the link opens this address on this site, and nothing else', () => {
  it('JSON: the leads, saved searches, consents and e-mails of the address on the site; not another address, not another site', async () => {
    const token = await lastLinkToken(db, MARIE);
    expect(token).not.toBeNull();
    const response = await get(A.micrositeId, `t=${encodeURIComponent(token!)}&format=json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="my-data-\d{4}-\d\d-\d\d\.json"/);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const data = await response.json();
    expect(data.email).toBe(MARIE);
    expect(data.site.id).toBe(A.id);
    expect(data.leads.map((lead: { id: number }) => lead.id)).toEqual(ids.leadsA);
    expect(data.leads[0]).toMatchObject({ full_name: 'Marie Gagnon', phone: '(514) 555-0199', message: 'Visite rue des Érables' });
    expect(data.saved_searches.map((search: { id: number }) => search.id)).toEqual([ids.searchA]);
    // Two consents per lead (transaction, marketing) with the text version, one per saved search with its text.
    expect(data.consents).toHaveLength(5);
    expect(data.consents).toContainEqual(expect.objectContaining({ source: 'saved_search', source_id: ids.searchA, kind: 'alerts', text: expect.stringContaining('J’accepte') }));
    expect(data.consents).toContainEqual(expect.objectContaining({ source: 'lead', source_id: ids.leadsA[0], kind: 'marketing', given: true, text_version: '2026-01' }));
    // The e-mails: each lead's notice to the broker, and the "My data" link itself.
    const kinds = data.emails.map((email: { kind: string }) => email.kind);
    expect(kinds.filter((kind: string) => kind === 'lead-notice')).toHaveLength(2);
    expect(data.emails.some((email: { kind: string; subject: string }) => email.kind === 'to-you' && email.subject.includes('Vos données'))).toBe(true);
    const text = JSON.stringify(data);
    for (const foreign of ['SECRET DU SITE B', 'SECRET DE LUC', 'luc@example.com', 'inconnu@example.com']) expect(text).not.toContain(foreign);
  });

  it('CSV: the same records, one field per row, formulas neutralised', async () => {
    await insertLead(db, A.id, MARIE, { message: '=HYPERLINK("http://evil")' });
    const token = await lastLinkToken(db, MARIE);
    const response = await get(A.micrositeId, `t=${encodeURIComponent(token!)}&format=csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const csv = await response.text();
    expect(csv.split('\r\n')[0]).toBe('section,id,field,value');
    expect(csv).toContain(`leads,${ids.leadsA[0]},message,Visite rue des Érables`);
    expect(csv).toContain(`saved_searches,${ids.searchA},status,active`);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).not.toContain('SECRET DU SITE B');
    expect(csv).not.toContain('SECRET DE LUC');
  });

  it('refuses another site\'s path (404), a forged link (404), an expired one (410), an unknown format (400), each in the visitor\'s language', async () => {
    const token = (await lastLinkToken(db, MARIE))!;
    const otherSite = await get(B.micrositeId, `t=${encodeURIComponent(token)}&format=json`);
    expect(otherSite.status).toBe(404);
    expect(JSON.stringify(await otherSite.json())).not.toContain('SECRET');
    const forged = token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const bad = await get(A.micrositeId, `t=${encodeURIComponent(forged)}&format=json&locale=en`);
    expect(bad.status).toBe(404);
    expect((await bad.json()).message).toBe('This link is not valid.');
    const requestId = Number(token.split('.')[1]);
    const expired = signMyDataToken(await myDataKey(db), requestId, Date.now() - 25 * 3600 * 1000);
    const old = await get(A.micrositeId, `t=${encodeURIComponent(expired)}&format=json`);
    expect(old.status).toBe(410);
    expect((await old.json()).message).toBe('Ce lien a expiré. Demandez-en un nouveau.');
    // A link naming a request of another site, signed with the right key, opens nothing here either.
    const bRequest = await db.query<{ id: number }>(`insert into data_requests (site_id, email, locale) values ($1, $2, 'fr') returning id`, [B.id, MARIE]);
    const bToken = signMyDataToken(await myDataKey(db), Number(bRequest[0]!.id));
    expect((await get(A.micrositeId, `t=${encodeURIComponent(bToken)}`)).status).toBe(404);
    expect((await get(B.micrositeId, `t=${encodeURIComponent(bToken)}`)).status).toBe(200);
    expect((await get(A.micrositeId, `t=${encodeURIComponent(token)}&format=xml`)).status).toBe(400);
  });
});
