import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/db/types';
import { insertSavedSearch } from '@/lib/alerts/store';
import { signToken, tokenKey, verifyToken } from '@/lib/alerts/tokens';
import { defaultFilters } from '@/lib/listings/filters';
import { insertFixtures } from '../helpers/cms-fixtures';
import { openTestDb } from '../helpers/db';

/*
 * Issue 32: the unsubscribe landing reads the e-mail's unsubscribe link without
 * unsubscribing (a GET by a link scanner changes nothing), refuses a tampered or expired
 * one, and gives the page a working manage link for after the button.
 */

const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
vi.mock('@/lib/db', () => ({ getDb: () => testDb.current }));

let db: Database;
let id: number;
beforeAll(async () => {
  testDb.current = openTestDb();
  db = await testDb.current;
  await insertFixtures(db);
  const row = await insertSavedSearch(db, {
    siteId: 'broker',
    email: 'marie@example.com',
    locale: 'fr',
    frequency: 'instant',
    criteria: { ...defaultFilters(), mun: ['65005'] },
    memberId: null,
    sourcePath: '/fr/proprietes',
    origin: 'http://broker.test',
    consentText: 'J’accepte…',
    consentedAt: new Date(),
    consentIpHash: null,
  });
  id = Number(row.id);
  await db.query(`update saved_searches set status = 'active', confirmed_at = now() where id = $1`, [id]);
});
afterAll(() => db.close());

describe('the unsubscribe landing’s link', () => {
  it('reads the search without unsubscribing it, and signs a manage link', async () => {
    const { readUnsubscribeLink } = await import('@/lib/alerts/unsubscribe-link');
    const key = await tokenKey(db);
    const result = await readUnsubscribeLink(signToken(key, 'unsubscribe', id));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.view.email).toBe('marie@example.com');
    expect(verifyToken(key, 'manage', result.value.manageToken)).toEqual({ ok: true, searchId: id });
    const rows = await db.query<{ status: string }>('select status from saved_searches where id = $1', [id]);
    expect(rows[0]!.status).toBe('active');
  });

  it('refuses a tampered, a confirmation or an expired link', async () => {
    const { readUnsubscribeLink } = await import('@/lib/alerts/unsubscribe-link');
    const key = await tokenKey(db);
    const good = signToken(key, 'unsubscribe', id);
    expect(await readUnsubscribeLink(`${good.slice(0, -1)}${good.endsWith('A') ? 'B' : 'A'}`)).toEqual({ ok: false, reason: 'invalid' });
    expect(await readUnsubscribeLink(signToken(key, 'confirm', id))).toEqual({ ok: false, reason: 'invalid' });
    expect(await readUnsubscribeLink(signToken(key, 'unsubscribe', id, Date.now() - 400 * 24 * 3600 * 1000))).toEqual({ ok: false, reason: 'expired' });
    expect(await readUnsubscribeLink('')).toEqual({ ok: false, reason: 'invalid' });
  });
});
