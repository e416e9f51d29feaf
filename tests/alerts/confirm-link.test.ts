import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import type { Database } from '@/lib/db/types';
import { openTestDb } from '../helpers/db';
import { insertTestSite, SITE, solvedToken } from '../leads/lead-fixtures';

/**
 * Mail scanners open the links of an e-mail: opening the confirmation link (the page's GET)
 * leaves the saved search unconfirmed; only the page's button (a POST, the server action)
 * confirms it.
 */

const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
vi.mock('@/lib/db', () => ({ getDb: () => testDb.current }));
// The page renders outside a request: the locale is set by the route, the texts are their keys.
vi.mock('next-intl/server', async (original) => ({
  ...(await original<object>()),
  setRequestLocale: () => undefined,
  getTranslations: async () => (key: string) => key,
}));

process.env.LEADS_RATE_LIMIT_PER_MIN = '1000';
delete process.env.SMTP_URL;
delete process.env.RECAPTCHA_SECRET;

const { POST: save } = await import('@/app/api/swc/[micrositeId]/saved-searches/route');
const { alertPage } = await import('@/components/alerts/alert-pages');
const { confirmAction } = await import('@/components/alerts/actions');

let db: Database;
beforeAll(async () => {
  testDb.current = openTestDb();
  db = await testDb.current;
  await insertTestSite(db);
}, 180_000);
afterAll(() => db?.close());
beforeEach(() => {
  testDb.current = Promise.resolve(db);
});

const statusOfSearch = async () => (await db.query<{ status: string }>(`select status from saved_searches where email = 'marie@example.com'`))[0]?.status;

describe('the confirmation link', () => {
  it('a GET of the e-mailed link leaves the search unconfirmed; the page button (POST) confirms it', async () => {
    const response = await save(
      new NextRequest(`http://localhost/api/swc/${SITE.micrositeId}/saved-searches`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-site-key': SITE.key, 'x-forwarded-for': '203.0.113.9' },
        body: JSON.stringify({ email: 'marie@example.com', frequency: 'daily', locale: 'en', consent: true, criteria: 'type=maison', recaptcha_response: await solvedToken(db) }),
      }),
      { params: Promise.resolve({ micrositeId: SITE.micrositeId }) },
    );
    expect(response.status).toBe(202);
    const [mail] = await db.query<{ text: string }>(`select message->>'text' as text from lead_outbox where message->>'to' = 'marie@example.com'`);
    const link = new URL(mail!.text.match(/https?:\/\/\S*\/en\/alerts\/confirm\?t=\S+/)![0]);
    const token = link.searchParams.get('t')!;

    // What a scanner (or the visitor) gets by opening the link: the page, nothing confirmed.
    await alertPage('confirm', 'en')({ params: Promise.resolve({ locale: 'en' }), searchParams: Promise.resolve({ t: token }) });
    await alertPage('confirm', 'en')({ params: Promise.resolve({ locale: 'en' }), searchParams: Promise.resolve({ t: token }) });
    expect(await statusOfSearch()).toBe('pending');

    const form = new FormData();
    form.set('t', token);
    form.set('locale', 'en');
    expect(await confirmAction({ done: false, error: null }, form)).toEqual({ done: true, email: 'marie@example.com', already: false });
    expect(await statusOfSearch()).toBe('active');
  });
});
