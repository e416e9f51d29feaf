import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import type { Database } from '@/lib/db/types';
import { openTestDb } from '../helpers/db';
import { insertTestSite, SITE } from '../leads/lead-fixtures';

const testDb: { current: Promise<Database> | undefined } = { current: undefined };
vi.mock('@/lib/db', () => ({ getDb: () => testDb.current }));
process.env.LEADS_RATE_LIMIT_PER_MIN = '3';
const { POST } = await import('@/app/api/swc/[micrositeId]/consent/route');

let db: Database;
beforeAll(async () => {
  testDb.current = openTestDb();
  db = await testDb.current;
  await insertTestSite(db);
});
afterAll(() => db.close());

// A fresh address per call unless a test names one: the per-address limit is under test once.
let ip = 0;

const consentId = '0f8fad5b-d9cb-469f-a165-70867728950e';

function post(body: unknown, { key = SITE.key, language = 'fr', from = `203.0.113.${(ip += 1)}` } = {}) {
  const request = new NextRequest(`http://localhost/api/swc/${SITE.micrositeId}/consent`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-site-key': key, 'content-language': language, 'x-forwarded-for': from },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return POST(request, { params: Promise.resolve({ micrositeId: SITE.micrositeId }) });
}

const rows = () => db.query<{ consent_id: string; accepted: string[]; revision: string }>('select consent_id, accepted, revision::text from consent_records order by id');

describe('POST /api/swc/{microsite_id}/consent', () => {
  it('records the anonymous id, the categories accepted (not "necessary") and the revision, nothing more', async () => {
    const response = await post({ consent_id: consentId, categories: ['necessary', 'statistics', 'marketing'], revision: 12345 });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ status: 'recorded', accepted: ['statistics', 'marketing'] });
    expect(await rows()).toEqual([{ consent_id: consentId, accepted: ['statistics', 'marketing'], revision: '12345' }]);
    const [columns] = await db.query<{ names: string[] }>(
      "select array_agg(column_name::text order by column_name) as names from information_schema.columns where table_name = 'consent_records'",
    );
    expect(columns?.names).toEqual(['accepted', 'consent_id', 'id', 'recorded_at', 'revision', 'site_id']);
  });

  it('records a refusal (an empty list) as a new row: the history is the proof', async () => {
    expect((await post({ consent_id: consentId, categories: ['necessary'], revision: 12345 })).status).toBe(201);
    expect((await rows()).at(-1)?.accepted).toEqual([]);
  });

  it('refuses bad input with a 422 naming the field in the visitor’s language, and records nothing', async () => {
    const before = (await rows()).length;
    const frAnswer = await post({ consent_id: 'not-a-uuid', categories: [], revision: 1 });
    expect(frAnswer.status).toBe(422);
    expect((await frAnswer.json()).message).toBe('Le choix de témoins envoyé est invalide : consent_id.');
    const enAnswer = await post({ consent_id: consentId, categories: ['tracking'], revision: 1 }, { language: 'en' });
    expect(enAnswer.status).toBe(422);
    expect((await enAnswer.json()).message).toBe('The cookie choice sent is invalid: categories.');
    expect((await post({ consent_id: consentId, categories: [], revision: -1 })).status).toBe(422);
    expect((await post('{not json')).status).toBe(400);
    expect((await rows()).length).toBe(before);
  });

  it('refuses a wrong site key with a 401', async () => {
    const before = (await rows()).length;
    const response = await post({ consent_id: consentId, categories: [], revision: 1 }, { key: 'another-key' });
    expect(response.status).toBe(401);
    expect((await rows()).length).toBe(before);
  });

  it('limits the answers per address like the other public posts: 429 with Retry-After', async () => {
    const from = '198.51.100.77';
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await post({ consent_id: consentId, categories: [], revision: 1 }, { from })).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
