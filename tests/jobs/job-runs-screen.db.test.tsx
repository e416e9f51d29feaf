import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/db/types';
import { openTestDb } from '../helpers/db';

const current = vi.hoisted(() => ({ platformAdmin: false, db: null as unknown }));
// The guard as the real one decides for this screen's least role (a refusal throws, as its 403 does).
vi.mock('@/lib/auth/current-editor', () => ({
  requireRole: async (role: string) => {
    if (role === 'platform_admin' && !current.platformAdmin) throw new Error('forbidden: platform_admin');
    return { id: 1, platformAdmin: current.platformAdmin };
  },
}));
vi.mock('@/lib/auth/qa-locale', () => ({ getQaLocale: async () => 'fr' }));
vi.mock('@/lib/db', () => ({ getDb: async () => current.db }));
vi.mock('next-intl/server', async (original) => (await import('../helpers/page-mocks')).keyTranslations(original));

const { default: MachinesPage } = await import('@/builder/machines/MachinesScreen');

/** /qa/machines lists the last background job runs to platform admins only: they span every site. */
describe('job runs on /qa/machines', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDb();
    current.db = db;
    await db.query("insert into job_runs (job, started_at, finished_at, status, message, instance) values ('lead-outbox', now() - interval '3 seconds', now(), 'failed', 'smtp refused the login', 'web-1:42')");
  });
  afterAll(async () => {
    await db?.close();
  });

  const render = async () => renderToStaticMarkup(await MachinesPage({ searchParams: Promise.resolve({}) }));

  it('a platform admin sees each run: job, outcome, message, instance', async () => {
    current.platformAdmin = true;
    const html = await render();
    expect(html).toContain('jobs-heading');
    expect(html).toMatch(/<td>lead-outbox<\/td><td>status-failed<\/td><td>[^<]+<\/td><td>3\.\d<\/td><td>smtp refused the login<\/td><td>web-1:42<\/td>/);
  });

  it('a site editor is refused the screen, runs included', async () => {
    current.platformAdmin = false;
    await expect(render()).rejects.toThrow('forbidden');
  });
});
