import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import type { Database } from '@/lib/db/types';
import { openTestDb } from '../helpers/db';
import { insertTestSite, SITE, solvedToken } from '../leads/lead-fixtures';

/**
 * Anyone can type a stranger's address in the save form: at most 3 confirmation e-mails a
 * day reach one address (all sites together), the rest is answered as a success and nothing
 * is stored; and unconfirmed searches never take a place in the owner's own limit of 20.
 */

const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
vi.mock('@/lib/db', () => ({ getDb: () => testDb.current }));

process.env.LEADS_RATE_LIMIT_PER_MIN = '1000';
delete process.env.SMTP_URL;
delete process.env.RECAPTCHA_SECRET;

const { POST: save } = await import('@/app/api/swc/[micrositeId]/saved-searches/route');
const { confirmSavedSearchIn } = await import('@/lib/alerts/manage');

const OTHER = { id: 'autre', key: 'autre-key', micrositeId: 'autre-site' };
const VICTIM = 'victime@example.com';

let db: Database;
beforeAll(async () => {
  testDb.current = openTestDb();
  db = await testDb.current;
  await insertTestSite(db);
  await db.query(`insert into sites (id, key, name, type, microsite_id) values ($1, $2, 'Autre', 'broker', $3)`, [OTHER.id, OTHER.key, OTHER.micrositeId]);
}, 180_000);
afterAll(() => db?.close());

let ip = 0;
beforeEach(() => {
  testDb.current = Promise.resolve(db);
});

async function saveFor(email: string, criteria: string, site: { key: string; micrositeId: string } = SITE) {
  ip += 1;
  const request = new NextRequest(`http://localhost/api/swc/${site.micrositeId}/saved-searches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-site-key': site.key, 'x-forwarded-for': `203.0.113.${ip % 250}` },
    body: JSON.stringify({ email, frequency: 'daily', locale: 'fr', consent: true, criteria, recaptcha_response: await solvedToken(db) }),
  });
  return save(request, { params: Promise.resolve({ micrositeId: site.micrositeId }) });
}

/** The confirmation e-mails queued for the address, oldest first. */
async function confirmationsTo(email: string): Promise<string[]> {
  const rows = await db.query<{ text: string }>(`select message->>'text' as text from lead_outbox where message->>'to' = $1 order by id`, [email]);
  return rows.map((row) => row.text);
}

const tokenIn = (text: string) => new URL(text.match(/https?:\/\/\S*alertes\/confirmer\?t=\S+/)![0]).searchParams.get('t')!;

describe('confirmation e-mails to one address', () => {
  it('20 saves for an address that never asked send it 3 e-mails, on every site together; each answer looks like a success', async () => {
    for (let i = 0; i < 20; i++) {
      const response = await saveFor(VICTIM, `price_min=${100_000 + i}`);
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ status: 'pending' });
    }
    const other = await saveFor(VICTIM, 'price_min=50000', OTHER);
    expect(other.status).toBe(202);
    expect(await confirmationsTo(VICTIM)).toHaveLength(3);
    expect(await db.query(`select 1 from saved_searches where email = $1`, [VICTIM])).toHaveLength(3);
  }, 180_000);

  it('the owner confirms one and can still fill their own limit of 20 confirmed searches; the 21st is limit-reached', async () => {
    const [first] = await confirmationsTo(VICTIM);
    expect((await confirmSavedSearchIn(db, tokenIn(first!))).ok).toBe(true);
    // The two others stay unconfirmed: they take no place in the limit.
    for (let active = 1; active < 20; active++) {
      const before = (await confirmationsTo(VICTIM)).length;
      expect((await saveFor(VICTIM, `bedrooms=${active % 10}&price_max=${900_000 + active}`)).status).toBe(202);
      const mails = await confirmationsTo(VICTIM);
      expect(mails).toHaveLength(before + 1);
      expect((await confirmSavedSearchIn(db, tokenIn(mails.at(-1)!))).ok).toBe(true);
    }
    const [counts] = await db.query<{ active: number; pending: number }>(
      `select count(*) filter (where status = 'active')::int as active, count(*) filter (where status = 'pending')::int as pending from saved_searches where site_id = $1`,
      [SITE.id],
    );
    expect(counts).toEqual({ active: 20, pending: 2 });
    const refused = await saveFor(VICTIM, 'price_min=1');
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors).toEqual({ email: 'limit-reached' });
  }, 240_000);
});
