import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/db/types';
import { insertFixtures } from '../helpers/cms-fixtures';
import { openTestDb } from '../helpers/db';

/**
 * Issue 10: the status the proxy answers for a public path (a page render cannot set it):
 * stored redirects with their 301/302 and location, a redirect without location as a 500
 * ('unexpected-redirection'), 403 for a restricted page, 503 for a site in maintenance,
 * 200 for an office page that is no CMS page, 404 otherwise.
 */
const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
vi.mock('@/lib/db', () => ({ getDb: () => testDb.current, getDatabaseId: async () => 'test' }));
const { pageStatus } = await import('@/lib/serving/page-status');

let db: Database;
beforeAll(async () => {
  testDb.current = openTestDb();
  db = await testDb.current;
  await insertFixtures(db);
  await db.query(
    `insert into offices (site_id, slug, name, latitude, longitude) values ('broker', 'laval', '{"fr":"Bureau de Laval"}', 45.57, -73.75)`,
  );
});
afterAll(() => db.close());

describe('page status for the proxy', () => {
  it('a published page is 200, a restricted one 403, an unknown path 404', async () => {
    expect(await pageStatus('localhost', 'fr', '/')).toEqual({ status: 200 });
    expect(await pageStatus('localhost', 'fr', '/prive')).toEqual({ status: 403 });
    expect(await pageStatus('localhost', 'fr', '/nulle-part')).toEqual({ status: 404 });
  });

  it('stored redirects keep their 301 or 302 and location; one without location is a 500', async () => {
    expect(await pageStatus('localhost', 'fr', '/ancien')).toEqual({ status: 301, location: '/fr/proprietes' });
    expect(await pageStatus('localhost', 'en', '/temp')).toEqual({ status: 302, location: '/en/properties' });
    expect(await pageStatus('localhost', 'fr', '/casse')).toEqual({ status: 500 });
  });

  it('an office page is found although it is no CMS page', async () => {
    expect(await pageStatus('localhost', 'fr', '/bureaux/laval')).toEqual({ status: 200 });
    expect(await pageStatus('localhost', 'en', '/offices/laval')).toEqual({ status: 200 });
    expect(await pageStatus('localhost', 'fr', '/bureaux/gatineau')).toEqual({ status: 404 });
  });

  it('every path of a site in maintenance is 503', async () => {
    await db.query("update sites set maintenance = true where id = 'agency'");
    expect(await pageStatus('agency.localhost', 'fr', '/')).toEqual({ status: 503 });
    expect(await pageStatus('agency.localhost', 'en', '/anything')).toEqual({ status: 503 });
  });

  it('the maintenance switch: 503 at once, and every instance is told to forget its statuses and its sites', async () => {
    const { saveMaintenance } = await import('@/lib/editor/site-settings');
    const { setSharedMemoChannel } = await import('@/lib/cache/shared-memos');
    const announced: string[] = [];
    setSharedMemoChannel({ publish: (memo) => announced.push(memo), connected: () => true });
    try {
      expect(await saveMaintenance(db, 'broker', true)).toBe(true);
      expect(announced).toContain('page-status');
      // The site each host answers with is kept per process too (lib/cache/host-site-memo.ts).
      expect(announced).toContain('host-sites');
      expect(await pageStatus('localhost', 'fr', '/')).toEqual({ status: 503 });
      expect(await saveMaintenance(db, 'broker', false)).toBe(false);
      expect(await pageStatus('localhost', 'fr', '/')).toEqual({ status: 200 });
    } finally {
      setSharedMemoChannel(undefined);
    }
  });
});
