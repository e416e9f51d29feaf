import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import type { Database } from '@/lib/db/types';
import { contactFields, SITE, solvedToken, valuationFields } from './lead-fixtures';
import { loadIntakeRoute, openIntakeDb, testDb } from './intake-db';

const POST = await loadIntakeRoute({ LEADS_RATE_LIMIT_PER_MIN: '1000', SMTP_URL: undefined, RECAPTCHA_SECRET: undefined });

let db: Database;
beforeAll(async () => {
  db = await openIntakeDb();
});
afterAll(() => db.close());

let ipCounter = 0;
beforeEach(() => {
  testDb.current = Promise.resolve(db);
  ipCounter += 1;
});

interface Call {
  body: string;
  type?: string;
  key?: string;
  microsite?: string;
  ip?: string;
}

function post({ body, type = 'application/x-www-form-urlencoded', key = SITE.key, microsite = SITE.micrositeId, ip }: Call) {
  const request = new NextRequest(`http://localhost/api/swc/${microsite}/contact`, {
    method: 'POST',
    headers: { 'content-type': type, 'x-site-key': key, 'x-forwarded-for': ip ?? `198.51.100.${ipCounter}` },
    body,
  });
  return POST(request, { params: Promise.resolve({ micrositeId: microsite }) });
}

const form = (fields: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();

async function counts() {
  const [leads] = await db.query<{ n: number }>('select count(*)::int as n from leads');
  const [outbox] = await db.query<{ n: number }>('select count(*)::int as n from lead_outbox');
  return { leads: leads?.n, outbox: outbox?.n };
}

async function expectNothingWritten(before: { leads?: number; outbox?: number }) {
  expect(await counts()).toEqual(before);
}

describe('POST /api/swc/{microsite_id}/contact', () => {
  it('stores a form-encoded contact message: exactly one lead and one outbox row', async () => {
    const before = await counts();
    const response = await post({ body: form({ ...contactFields, recaptcha_response: await solvedToken(db) }) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'success' });
    const after = await counts();
    expect(after).toEqual({ leads: (before.leads ?? 0) + 1, outbox: (before.outbox ?? 0) + 1 });
    const [lead] = await db.query<Record<string, unknown>>('select * from leads order by id desc limit 1');
    expect(lead).toMatchObject({
      form_type: 'contact_form',
      locale: 'fr',
      full_name: 'Marie Gagnon',
      recipient_email: SITE.contactEmail,
      message: 'Bonjour, j’aimerais visiter la maison de la rue des Érables.',
    });
    expect(lead?.consent).toMatchObject({ transaction: true, marketing: false, locale: 'fr', version: expect.any(String) });
    expect(lead?.ip_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(lead?.payload)).not.toContain('recaptcha_response');
    const [outbox] = await db.query<Record<string, unknown>>('select status, attempts from lead_outbox order by id desc limit 1');
    expect(outbox).toEqual({ status: 'pending', attempts: 0 });
  });

  it('stores a JSON valuation addressed by form type', async () => {
    const response = await post({
      type: 'application/json',
      body: JSON.stringify({ ...valuationFields, recaptcha_response: await solvedToken(db) }),
    });
    expect(response.status).toBe(200);
    const [lead] = await db.query<{ payload: Record<string, unknown> }>('select payload from leads order by id desc limit 1');
    expect(lead?.payload).toMatchObject({ form_type: 'property_valuation', nb_garage: 1, living_area: '1450 pi²', evaluation_report: false });
  });

  it('addresses a known recipient and refuses an unknown one with 422', async () => {
    const ok = await post({
      body: form({ ...contactFields, recipient_type: 'office', recipient_slug: 'saint-jerome', recaptcha_response: await solvedToken(db) }),
    });
    expect(ok.status).toBe(200);
    const [lead] = await db.query<{ recipient_email: string }>('select recipient_email from leads order by id desc limit 1');
    expect(lead?.recipient_email).toBe('saint-jerome@agence.example.com');

    const before = await counts();
    const unknown = await post({
      body: form({ ...contactFields, recipient_type: 'broker', recipient_slug: 'personne', recaptcha_response: await solvedToken(db) }),
    });
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toMatchObject({ status: 'error', error: 'invalid', errors: { recipient_slug: ['Ce destinataire n’existe pas'] } });
    await expectNothingWritten(before);
  });

  it('answers 422 with translated field errors for invalid input, writing nothing', async () => {
    const before = await counts();
    const response = await post({ body: form({ ...contactFields, locale: 'en', email: 'nope', first_name: '', recaptcha_response: 'x' }) });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      status: 'error',
      error: 'invalid',
      errors: { email: ['The email address field is invalid'], first_name: ['The First name field is required'] },
    });
    await expectNothingWritten(before);
  });

  it('refuses a wrong or missing site key, and another site’s microsite, with 401', async () => {
    const before = await counts();
    const body = form({ ...contactFields, recaptcha_response: await solvedToken(db) });
    expect((await post({ body, key: 'wrong' })).status).toBe(401);
    expect((await post({ body, key: '' })).status).toBe(401);
    expect((await post({ body, microsite: 'julie-tremblay' })).status).toBe(401);
    await expectNothingWritten(before);
  });

  it('refuses a body over 32 KB with 413, and other content types with 415', async () => {
    const before = await counts();
    const big = await post({ body: form({ ...contactFields, message: 'a'.repeat(33 * 1024) }) });
    expect(big.status).toBe(413);
    expect((await post({ body: '<lead/>', type: 'text/xml' })).status).toBe(415);
    expect((await post({ body: '{not json', type: 'application/json' })).status).toBe(400);
    await expectNothingWritten(before);
  });

  it('refuses a missing, forged or replayed captcha', async () => {
    const before = await counts();
    const missing = await post({ body: form(contactFields) });
    expect(missing.status).toBe(422);
    expect(await missing.json()).toMatchObject({ error: 'captcha', errors: { recaptcha_response: [expect.any(String)] } });
    expect((await post({ body: form({ ...contactFields, recaptcha_response: btoa('{"a":1}') }) })).status).toBe(422);
    await expectNothingWritten(before);

    const token = await solvedToken(db);
    expect((await post({ body: form({ ...contactFields, recaptcha_response: token }) })).status).toBe(200);
    const replay = await post({ body: form({ ...contactFields, recaptcha_response: token }) });
    expect(replay.status).toBe(422);
    expect(await replay.json()).toMatchObject({ error: 'captcha' });
    expect((await counts()).leads).toBe((before.leads ?? 0) + 1);
  });

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const before = await counts();
    const response = await post({ body: form({ ...contactFields, website: 'http://spam.example', recaptcha_response: await solvedToken(db) }) });
    expect(response.status).toBe(200);
    await expectNothingWritten(before);
  });

  it('answers 503 and stores nothing when the database transaction fails', async () => {
    const before = await counts();
    const token = await solvedToken(db);
    testDb.current = Promise.resolve({ ...db, transaction: () => Promise.reject(new Error('disk full')) });
    const response = await post({ body: form({ ...contactFields, recaptcha_response: token }) });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'error', error: 'unavailable' });
    testDb.current = Promise.resolve(db);
    await expectNothingWritten(before);
    // The failed attempt did not burn the visitor's token: the retry succeeds.
    expect((await post({ body: form({ ...contactFields, recaptcha_response: token }) })).status).toBe(200);
  });

  it('answers 503 when the database cannot be opened at all', async () => {
    testDb.current = Promise.reject(new Error('no database'));
    testDb.current.catch(() => undefined);
    const response = await post({ body: form(contactFields) });
    expect(response.status).toBe(503);
  });
});
