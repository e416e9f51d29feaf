import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPageResult } from '@/lib/cms/pages';
import { findSiteByDomain } from '@/lib/sites/sites';
import type { Database } from '@/lib/db/types';
import { insertFixtures } from '../helpers/cms-fixtures';
import { openTestDb } from '../helpers/db';

/**
 * Issue 29: a site keeps the type it was created with (broker, team, office, agency) all the
 * way to its pages (page.site_type, which the blocks and the contact modal read); a team's
 * site no longer renders as a broker's, nor an office's as an agency's.
 */
let db: Database;
beforeAll(async () => {
  db = await openTestDb();
  await insertFixtures(db);
});
afterAll(() => db.close());

describe('site types', () => {
  it.each(['broker', 'team', 'office', 'agency'] as const)('a %s site answers with its own type', async (type) => {
    await db.query(`update sites set type = $1 where id = 'broker'`, [type]);
    const site = (await findSiteByDomain(db, 'broker.test'))!;
    expect(site.type).toBe(type);
    const result = await getPageResult(db, site, { locale: 'fr', path: '/', variantId: null });
    expect('page' in result && result.page.site_type).toBe(type);
  });
});
