import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEditor } from '@/lib/auth/editors';
import { changeSite, createSite, newSiteSchema } from '@/lib/site/site-admin';
import { findSiteByDomain } from '@/lib/sites/sites';
import { siteByHost } from '@/lib/sites/site-by-host';
import type { Database } from '@/lib/db/types';
import { insertFixtures } from '../helpers/cms-fixtures';
import { openTestDb } from '../helpers/db';

/**
 * The site answering a request's host: the site listing the host among its domains, else
 * the default site; looked up by index whatever the number of sites, and kept per process
 * until a site changes.
 */
const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
vi.mock('@/lib/db', () => ({ getDb: () => testDb.current }));

const SITES = 300;
let db: Database;
let by: { id: number; name: string };

beforeAll(async () => {
  testDb.current = openTestDb();
  db = await testDb.current;
  await insertFixtures(db);
  await db.query(
    `insert into sites (id, key, name, domains)
     select 'many-' || i, 'many-key-' || i, 'Courtier ' || i, array['s' || i || '.many.test'] from generate_series(1, ${SITES}) i`,
  );
  const editor = await createEditor(db, { email: 'root@example.com', name: 'Root', password: 'un mot de passe long', platformAdmin: true });
  by = { id: editor!.id, name: 'Root' };
});
afterAll(() => db.close());

describe('the site of a host', () => {
  it('is the site listing the domain, whatever its case or port, else the default site', async () => {
    expect((await findSiteByDomain(db, 'Agency.Localhost:3000'))?.id).toBe('agency');
    expect((await findSiteByDomain(db, 's150.many.test'))?.id).toBe('many-150');
    expect((await findSiteByDomain(db, 'inconnu.example'))?.id).toBe('broker');
    expect((await findSiteByDomain(db, ''))?.id).toBe('broker');
    expect((await findSiteByDomain(db, null))?.id).toBe('broker');
  });

  it(`is found through indexes, without reading the other sites (${SITES} of them)`, async () => {
    for (const host of ['s150.many.test', 'inconnu.example']) {
      let asked: { sql: string; params?: readonly unknown[] } | undefined;
      await findSiteByDomain({ query: async (sql: string, params?: unknown[]) => ((asked = { sql, params }), []) } as unknown as Database, host);
      // As the planner would with many sites: a sequential scan only where no index serves.
      const plan = await db.transaction(async (tx) => {
        await tx.query('set local enable_seqscan = off');
        return tx.query<Record<string, unknown>>(`explain ${asked!.sql}`, asked!.params as unknown[]);
      });
      const text = plan.map((row) => Object.values(row)[0]).join('\n');
      expect(text, text).not.toMatch(/Seq Scan on sites/);
    }
  });

  it('moves to a new site as soon as it is created, and back to the default site once it is deleted', async () => {
    // Kept in the process: asked before the site exists, the host is the default site's.
    expect((await siteByHost('nouveau.test'))?.id).toBe('broker');
    const created = await createSite(db, newSiteSchema.parse({ name: 'Nouveau Courtier', type: 'broker', domains: ['nouveau.test'] }), by);
    if (!created.ok) throw new Error(created.message);
    expect((await siteByHost('Nouveau.test:443'))?.id).toBe(created.id);
    await changeSite(db, created.id, { action: 'maintenance', on: true }, by);
    expect((await siteByHost('nouveau.test'))?.maintenance).toBe(true);
    await changeSite(db, created.id, { action: 'delete', confirm: 'Nouveau Courtier' }, by);
    expect((await siteByHost('nouveau.test'))?.id).toBe('broker');
    await changeSite(db, created.id, { action: 'restore' }, by);
    expect((await siteByHost('nouveau.test'))?.id).toBe(created.id);
  });
});
