import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import type { Database } from '@/lib/db/types';
import type { OutboxMessage } from '@/lib/mail/outbox';
import { deliverDueLeads } from '@/lib/leads/outbox-worker';
import type { Mailer } from '@/lib/mail/mailer';
import type { OutgoingEmail } from '@/lib/mail/mailer';
import { insertListings, insertMunicipalities } from '@/lib/listings/insert';
import { generateListings } from '@/lib/listings/generator';
import { MUNICIPALITIES } from '@/lib/listings/municipalities-data';
import { openTestDb } from '../helpers/db';
import { insertTestSite, SITE, solvedToken } from '../leads/lead-fixtures';

const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
vi.mock('@/lib/db', () => ({ getDb: () => testDb.current }));

process.env.LEADS_RATE_LIMIT_PER_MIN = '1000';
delete process.env.SMTP_URL;
delete process.env.RECAPTCHA_SECRET;

const { POST: save } = await import('@/app/api/swc/[micrositeId]/saved-searches/route');
const { POST: oneClick } = await import('@/app/api/alerts/unsubscribe/route');
const { POST: contact } = await import('@/app/api/swc/[micrositeId]/contact/route');
const { runAlerts } = await import('@/lib/alerts/run');
const manage = await import('@/lib/alerts/manage');
const { signToken, tokenKey } = await import('@/lib/alerts/tokens');
const { listSavedSearches, savedSearchesCsv } = await import('@/lib/alerts/listing');

let db: Database;
let nextUls = 900_000_001;
beforeAll(async () => {
  testDb.current = openTestDb();
  db = await testDb.current;
  await insertTestSite(db);
  await db.query(`update sites set domains = '{agence.example.com}' where id = $1`, [SITE.id]);
  await insertMunicipalities(db, MUNICIPALITIES);
}, 180_000);
afterAll(() => db?.close());

let ip = 0;
beforeEach(() => {
  testDb.current = Promise.resolve(db);
  ip += 1;
});

function post(body: Record<string, unknown>, route = save, path = 'saved-searches') {
  const request = new NextRequest(`http://localhost/api/swc/${SITE.micrositeId}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-site-key': SITE.key, 'x-forwarded-for': `203.0.113.${ip}` },
    body: JSON.stringify(body),
  });
  return route(request, { params: Promise.resolve({ micrositeId: SITE.micrositeId }) });
}

const LAVAL = '65005';
const valid = async (over: Record<string, unknown> = {}) => ({
  email: 'Acheteur@Example.com', frequency: 'instant', locale: 'fr', consent: true,
  criteria: `mun=${LAVAL}&price_min=300000&price_max=800000&type=maison`, source_path: '/fr/proprietes', recaptcha_response: await solvedToken(db), ...over,
});

/** A Laval house for 500 000 $: matches the saved criteria. */
async function addListing(over: Partial<{ price: number; mun_code: string }> = {}): Promise<number> {
  const [row] = generateListings({ count: 1, seed: nextUls, now: new Date() });
  const uls = nextUls++;
  await insertListings(db, [{ ...row!, uls, status: 'active', transaction: 'sale', type: 'maison', price: 500_000, mun_code: LAVAL, slug: `maison-${uls}`, ...over }]);
  return uls;
}

async function messagesTo(email: string): Promise<(OutboxMessage & { id: number })[]> {
  const rows = await db.query<{ id: number; message: OutboxMessage }>(`select id, message from lead_outbox where message->>'to' = $1 order by id`, [email]);
  return rows.map((r) => ({ ...r.message, id: Number(r.id) }));
}

const linkIn = (text: string, path: string) => {
  const found = text.match(new RegExp(`https://agence\\.example\\.com${path.replace(/[/?]/g, '\\$&')}\\?t=([^\\s"&<]+)`));
  return found ? decodeURIComponent(found[1]!) : null;
};

describe('saving a search: double opt-in', () => {
  it('refuses a bad form field by field (422), and a missing site key (401)', async () => {
    const response = await post({ ...(await valid()), email: 'nope', consent: false, frequency: 'hourly', criteria: 'price_min=abc' });
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual({ email: 'email-invalid', consent: 'consent-required', frequency: 'frequency-invalid', criteria: 'criteria-invalid' });
    expect((await post({ ...(await valid()), email: '' })).status).toBe(422);
    const noKey = new NextRequest(`http://localhost/api/swc/${SITE.micrositeId}/saved-searches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect((await save(noKey, { params: Promise.resolve({ micrositeId: SITE.micrositeId }) })).status).toBe(401);
  });

  it('a saved search is pending, sends only a confirmation e-mail, and nothing before it is confirmed', async () => {
    const response = await post(await valid());
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: 'pending' });
    const [search] = await db.query<{ status: string; consent_text: string; email: string }>('select status, consent_text, email from saved_searches');
    expect(search).toMatchObject({ status: 'pending', email: 'acheteur@example.com' });
    expect(search!.consent_text).toContain('Agence Test');
    const [confirmation, ...others] = await messagesTo('acheteur@example.com');
    expect(others).toEqual([]);
    expect(confirmation!.subject).toBe('Confirmez votre alerte de propriétés');
    expect(confirmation!.text).toContain('à Laval');
    expect(confirmation!.html).toContain('<a href="https://agence.example.com/fr/alertes/confirmer?t=');
    // A matching listing before the confirmation: nothing is sent.
    await addListing();
    await runAlerts(db);
    expect(await messagesTo('acheteur@example.com')).toHaveLength(1);
  });

  it('the link in the e-mail confirms it; then a new matching listing is e-mailed with one-click unsubscribe headers', async () => {
    const [confirmation] = await messagesTo('acheteur@example.com');
    const token = linkIn(confirmation!.text, '/fr/alertes/confirmer')!;
    const confirmed = await manage.confirmSavedSearchIn(db, token);
    expect(confirmed.ok && confirmed.value.status).toBe('active');
    expect(confirmed.ok && confirmed.value.confirmedAt).not.toBeNull();
    const uls = await addListing();
    await addListing({ price: 900_000 }); // above the maximum
    await addListing({ mun_code: '66023' }); // Montréal
    expect((await runAlerts(db)).emails).toBe(1);
    const alert = (await messagesTo('acheteur@example.com')).at(-1)!;
    // French typography: a narrow no-break space before the colon.
    expect(alert.subject).toMatch(/^1 propriété pour votre alerte\u202f: Maisons unifamiliales à Laval/);
    expect(alert.text).toContain('Nouvelle inscription');
    expect(alert.text).toContain(`https://agence.example.com/fr/proprietes/maison-${uls}-${uls}`);
    expect(alert.text).toContain('https://agence.example.com/fr/proprietes?mun=65005&type=maison&price_min=300000&price_max=800000');
    expect(alert.html).toContain('500');
    expect(alert.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(alert.headers?.['List-Unsubscribe']).toMatch(/^<https:\/\/agence\.example\.com\/api\/alerts\/unsubscribe\?t=[^>]+>$/);
    // Sent once: the next tick has nothing.
    expect((await runAlerts(db)).emails).toBe(0);
  });

  it('one click (POST) unsubscribes at once: a queued alert is not sent, later listings are not e-mailed', async () => {
    const alert = (await messagesTo('acheteur@example.com')).at(-1)!;
    const header = alert.headers!['List-Unsubscribe']!;
    const url = new URL(header.slice(1, -1));
    // A tampered token: 400, nothing changes.
    const bad = new NextRequest(`http://localhost/api/alerts/unsubscribe?t=${url.searchParams.get('t')!.slice(0, -2)}xx`, { method: 'POST', body: 'List-Unsubscribe=One-Click' });
    expect((await oneClick(bad)).status).toBe(400);
    const response = await oneClick(new NextRequest(`http://localhost${url.pathname}${url.search}`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click',
    }));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
    const [row] = await db.query<{ status: string; unsubscribed_at: Date | null }>('select status, unsubscribed_at from saved_searches');
    expect(row!.status).toBe('unsubscribed');
    expect(row!.unsubscribed_at).not.toBeNull();
    // The alert queued before the click is not sent.
    const sent: OutgoingEmail[] = [];
    const mailer: Mailer = { send: async (mail) => void sent.push(mail) };
    await deliverDueLeads(db, mailer, { max: 100 });
    expect(sent.filter((m) => m.to === 'acheteur@example.com' && m.subject.includes('alerte :'))).toEqual([]);
    const before = (await messagesTo('acheteur@example.com')).length;
    await addListing();
    await runAlerts(db);
    expect(await messagesTo('acheteur@example.com')).toHaveLength(before);
  });

  it('an expired confirmation link is refused (expired), a forged one (invalid): never an exception', async () => {
    const key = await tokenKey(db);
    const [row] = await db.query<{ id: number }>('select id from saved_searches limit 1');
    const old = signToken(key, 'confirm', Number(row!.id), Date.now() - 8 * 86_400_000);
    expect(await manage.confirmSavedSearchIn(db, old)).toEqual({ ok: false, reason: 'expired' });
    expect(await manage.confirmSavedSearchIn(db, 'c.1.zzzz.' + 'A'.repeat(43))).toEqual({ ok: false, reason: 'invalid' });
    expect(await manage.readManageTokenIn(db, signToken(key, 'confirm', Number(row!.id)))).toEqual({ ok: false, reason: 'invalid' });
    const expired = new NextRequest(`http://localhost/api/alerts/unsubscribe?t=${signToken(key, 'unsubscribe', Number(row!.id), Date.now() - 400 * 86_400_000)}`, { method: 'POST' });
    expect((await oneClick(expired)).status).toBe(404);
  });
});

describe('limits, manage page, broker list', () => {
  it('one address holds at most 20 confirmed searches on a site: the 21st is 422 limit-reached', async () => {
    await db.query('delete from saved_searches');
    const key = await tokenKey(db);
    for (let i = 0; i < 20; i++) {
      const response = await post(await valid({ email: 'many@example.com', criteria: `price_min=${100_000 + i}` }));
      expect(response.status).toBe(202);
      const [saved] = await db.query<{ id: number }>(`select id from saved_searches where email = 'many@example.com' and status = 'pending'`);
      expect((await manage.confirmSavedSearchIn(db, signToken(key, 'confirm', Number(saved!.id)))).ok).toBe(true);
    }
    const refused = await post(await valid({ email: 'MANY@example.com' }));
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors).toEqual({ email: 'limit-reached' });
    // Another address is not affected.
    expect((await post(await valid({ email: 'one@example.com' }))).status).toBe(202);
  }, 120_000);

  it('the manage link changes the frequency, pauses, edits the criteria, and deletes the search and the address\'s data', async () => {
    const key = await tokenKey(db);
    const [row] = await db.query<{ id: number }>(`select id from saved_searches where email = 'one@example.com'`);
    const token = signToken(key, 'manage', Number(row!.id));
    await manage.confirmSavedSearchIn(db, signToken(key, 'confirm', Number(row!.id)));
    const weekly = await manage.updateFromManageIn(db, token, { frequency: 'weekly', paused: true });
    expect(weekly.ok && [weekly.value.frequency, weekly.value.status]).toEqual(['weekly', 'paused']);
    const edited = await manage.updateFromManageIn(db, token, { paused: false, criteria: { ...weekly.ok ? weekly.value.criteria : ({} as never), bedrooms: 4 } });
    expect(edited.ok && [edited.value.status, edited.value.criteria.bedrooms]).toEqual(['active', 4]);
    const [columns] = await db.query<{ c_bedrooms: number }>('select c_bedrooms from saved_searches where id = $1', [row!.id]);
    expect(columns!.c_bedrooms).toBe(4);
    expect(await manage.updateFromManageIn(db, token + 'x', { paused: true })).toEqual({ ok: false, reason: 'invalid' });
    expect(await manage.deleteFromManageIn(db, token)).toEqual({ ok: true, value: null });
    expect(await db.query(`select 1 from saved_searches where lower(email) = 'one@example.com'`)).toEqual([]);
    expect(await db.query(`select 1 from lead_outbox where message->>'to' = 'one@example.com' and status <> 'sent'`)).toEqual([]);
    expect(await manage.readManageTokenIn(db, token)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('the broker list and CSV show criteria, language, frequency, dates and status; a broker sees their own', async () => {
    const list = await listSavedSearches(SITE.id, {});
    expect(list).toHaveLength(20);
    expect(list[0]).toMatchObject({ siteId: SITE.id, email: 'many@example.com', locale: 'fr', frequency: 'instant', status: 'active', memberId: null });
    expect(await listSavedSearches(SITE.id, { memberId: 999 })).toEqual([]);
    const csv = await savedSearchesCsv(SITE.id, {});
    expect(csv.split('\r\n')[0]).toContain('consented_at');
    expect(csv).toContain('many@example.com');
  });
});

describe('the property alert form', () => {
  it('with its alert consent ticked, the lead reaches the broker and the search is saved pending its confirmation', async () => {
    const fields = {
      form_type: 'property_alert', locale: 'en', first_name: 'Luc', last_name: 'Roy', email: 'luc@example.com', phone: '4185550123',
      preferred_method_of_contact: 'email', address: '12 rue Principale', postal_code: 'G1R 4P5', city: 'Québec', province: 'QC', country: 'Canada',
      municipality: [LAVAL], current_client_situation: 'tenant', desired_moving_timeframe: '4-8-months', budget_min: '300000', budget_max: '700000',
      nb_bedrooms: '3', nb_bathrooms: 2, consent_transaction: true, consent_marketing: true, recaptcha_response: await solvedToken(db),
    };
    const response = await post(fields, contact, 'contact');
    expect(response.status).toBe(200);
    const [lead] = await db.query<{ id: number }>(`select id from leads where email = 'luc@example.com'`);
    expect(lead).toBeDefined();
    const [search] = await db.query<{ status: string; criteria: Record<string, unknown>; locale: string; lead_id: number }>(
      `select status, criteria, locale, lead_id from saved_searches where email = 'luc@example.com'`,
    );
    expect(search).toMatchObject({ status: 'pending', locale: 'en', criteria: { mun: [LAVAL], price_min: 300000, price_max: 700000, bedrooms: 3, bathrooms: 2 } });
    expect(Number(search!.lead_id)).toBe(Number(lead!.id));
    const [consent] = await db.query<{ consent_text: string }>(`select consent_text from saved_searches where email = 'luc@example.com'`);
    expect(consent!.consent_text).toBe('I agree to receive real-estate news and offers. I can unsubscribe at any time.');
    const outbox = await db.query<{ lead_id: number | null; message: OutboxMessage | null }>(
      `select lead_id, message from lead_outbox where lead_id = $1 or message->>'to' = 'luc@example.com'`, [lead!.id],
    );
    expect(outbox.map((r) => (r.lead_id ? 'lead' : r.message!.subject))).toEqual(['lead', 'Confirm your property alert']);

    // Without the consent: a lead, no search.
    const second = await post({ ...fields, email: 'nina@example.com', consent_marketing: false, recaptcha_response: await solvedToken(db) }, contact, 'contact');
    expect(second.status).toBe(200);
    expect(await db.query(`select 1 from saved_searches where email = 'nina@example.com'`)).toEqual([]);
  });
});
