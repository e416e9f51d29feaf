import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/types';
import { myDataCsv } from '@/lib/my-data/csv';
import { collectMyData } from '@/lib/my-data/export';
import { openTestDb } from '../helpers/db';
import { A, B, insertLead, insertSearch, insertTwoSites } from './fixtures';

/**
 * The export of a busy address: 100 leads and 20 saved searches (and the same address's
 * rows on another site, and other addresses) arrives well within a minute, JSON and CSV,
 * with exactly that address's rows on that site.
 */
let db: Database;
const ADDRESS = 'tres.actif@example.com';

beforeAll(async () => {
  db = await openTestDb();
  await insertTwoSites(db);
  for (let i = 0; i < 100; i++) await insertLead(db, A.id, ADDRESS, { message: `Demande ${i}` });
  for (let i = 0; i < 20; i++) await insertSearch(db, A.id, ADDRESS);
  for (let i = 0; i < 200; i++) await insertLead(db, i % 2 ? B.id : A.id, i % 2 ? ADDRESS : `autre${i}@example.com`);
  for (let i = 0; i < 20; i++) await insertSearch(db, B.id, ADDRESS);
}, 300_000);
afterAll(() => db?.close());

describe('export of an address with 100 leads and 20 saved searches', () => {
  it('takes under a minute (printed), with exactly its 100 leads, 20 searches, 220 consents, 100 lead notices', async () => {
    const started = performance.now();
    const data = await collectMyData(db, A.id, ADDRESS);
    const json = JSON.stringify(data);
    const csv = myDataCsv(data);
    const ms = performance.now() - started;
    console.log(`my-data export, 100 leads + 20 saved searches: ${ms.toFixed(0)} ms (JSON ${json.length} B, CSV ${csv.length} B)`);
    expect(ms).toBeLessThan(60_000);
    expect(data.leads).toHaveLength(100);
    expect(data.saved_searches).toHaveLength(20);
    expect(data.consents).toHaveLength(220);
    expect(data.emails.filter((email) => email.kind === 'lead-notice')).toHaveLength(100);
    expect(csv.split('\r\n').filter((line) => line.startsWith('leads,'))).toHaveLength(100 * 11);
  });
});
