import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessOnSite } from '@/lib/auth/roles';
import { findEditorByEmail, findEditorForLogin } from '@/lib/auth/editors';
import { verifyPassword } from '@/lib/auth/password';
import type { Database } from '@/lib/db/types';
import { listManualListings } from '@/lib/listings/sources/manual';
import { reviewApplies } from '@/lib/review/settings';
import { siteRuleProblems } from '@/lib/editor/site-rule-problems';
import { DEMO_BROKER_EMAIL, ensureDemoBroker } from '@/lib/seed/demo-broker';
import { findSiteById } from '@/lib/sites/sites';
import { openDemoDb } from '../helpers/demo-db';

/**
 * The demo's reviewed broker (DEMO_BROKER_PASSWORD): an agency broker whose saves become
 * submissions, on a listing of their own, so the listing form's review state opens on the demo.
 */
let db: Database;

beforeAll(async () => {
  db = await openDemoDb();
});
afterAll(() => db.close());

describe('the demo’s reviewed broker', () => {
  it('is not created without DEMO_BROKER_PASSWORD', async () => {
    expect(await ensureDemoBroker(db, undefined)).toBe(false);
    expect(await findEditorByEmail(db, DEMO_BROKER_EMAIL)).toBeNull();
  });

  it('is a broker of the agency, reviewed there, signing in with the password, listed on a hand-managed listing; created once', async () => {
    expect(await ensureDemoBroker(db, 'Toit-Rouge-Sapin-2026')).toBe(true);
    const broker = await findEditorByEmail(db, DEMO_BROKER_EMAIL);
    expect(broker).not.toBeNull();
    expect(await verifyPassword('Toit-Rouge-Sapin-2026', (await findEditorForLogin(db, DEMO_BROKER_EMAIL))!.passwordHash)).toBe(true);
    const access = await accessOnSite(db, broker!, 'demo-agency');
    expect(access?.role).toBe('broker');
    expect(reviewApplies((await findSiteById(db, 'demo-agency'))!, 'broker')).toBe(true);
    const own = await listManualListings(db, 'demo-agency', { memberId: access!.memberId });
    expect(own.filter((row) => row.source === 'manual')).toHaveLength(1);
    expect(await ensureDemoBroker(db, 'Toit-Rouge-Sapin-2026')).toBe(false);
  });

  it('leaves every page of the agency publishable: the new member has the mentions the rules ask of each member', async () => {
    expect(await siteRuleProblems(db, 'demo-agency')).toEqual([]);
  });
});
