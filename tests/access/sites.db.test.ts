import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { createEditor } from '@/lib/auth/editors';
import { setSiteRole } from '@/lib/auth/roles';
import { createSession } from '@/lib/auth/session';
import { getPageResult } from '@/lib/cms/pages';
import { findSiteByDomain, findSiteByKey } from '@/lib/sites/sites';
import type { Database } from '@/lib/db/types';
import { insertFixtures } from '../helpers/cms-fixtures';
import { openTestDb } from '../helpers/db';

/**
 * Issue 29, /qa/sites: a platform admin creates a site (blank or as a copy), it answers on
 * its domain at once; domains are unique across sites; the key rotates; maintenance goes
 * on and off; a delete needs the typed name and can be restored.
 */
const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
vi.mock('@/lib/db', () => ({ getDb: () => testDb.current }));

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
const route = async (path: string) => (await import(`@/app/api/${path}/route`)) as Record<string, Handler>;
const sites = await route('sites');
const site = await route('sites/[id]');

let db: Database;
let platform: string;
let siteAdmin: string;

const send = (handler: Handler | undefined, token: string, body: unknown, id?: string) =>
  handler!(
    new NextRequest(`http://broker.test/api/sites${id ? `/${id}` : ''}`, {
      method: 'POST',
      headers: { host: 'broker.test', cookie: `qa_session=${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve<Record<string, string>>(id ? { id } : {}) },
  );

const home = async (host: string) => {
  const found = await findSiteByDomain(db, host);
  return found ? { site: found.id, result: await getPageResult(db, found, { locale: 'fr', path: '/', variantId: null }) } : null;
};

beforeAll(async () => {
  testDb.current = openTestDb();
  db = await testDb.current;
  await insertFixtures(db);
  const admin = await createEditor(db, { email: 'root@example.com', name: 'Root', password: 'un mot de passe long', platformAdmin: true });
  platform = (await createSession(db, admin!.id)).token;
  const local = await createEditor(db, { email: 'local@example.com', name: 'Local', password: 'un mot de passe long' });
  await setSiteRole(db, local!.id, 'broker', 'site_admin');
  siteAdmin = (await createSession(db, local!.id)).token;
});
afterAll(() => db.close());

const newSite = { name: 'Équipe Gagnon', type: 'team', micrositeId: 'equipe-gagnon', domains: ['Gagnon.TEST'], defaultLocale: 'en', themePreset: 'red', copyFrom: 'broker' };

describe('/api/sites', () => {
  it('only a platform admin creates sites', async () => {
    expect((await send(sites.POST, siteAdmin, newSite)).status).toBe(403);
  });

  it('creates a copy that answers on its domain at once, with the same home page', async () => {
    const response = await send(sites.POST, platform, newSite);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(id).toBe('equipe-gagnon');
    const copy = await home('gagnon.test');
    const original = await home('broker.test');
    expect(copy?.site).toBe(id);
    expect(copy?.result.status).toBe(200);
    const blocks = (r: typeof copy) => (r?.result.status === 200 && 'page' in r.result ? r.result.page.content.map((b) => b.fields) : null);
    expect(blocks(copy)).toEqual(blocks(original));
    const [row] = await db.query<{ type: string; default_locale: string; theme: { preset: string } }>('select type, default_locale, theme from sites where id = $1', [id]);
    expect(row).toMatchObject({ type: 'team', default_locale: 'en', theme: { preset: 'red' } });
    // Its default language is what routing sends a bare address to (proxy.ts, /api/serving/status).
    const { siteLanguage } = await import('@/lib/serving/page-status');
    expect(await siteLanguage('gagnon.test')).toBe('en');
    expect(await siteLanguage('broker.test')).toBe('fr');
  });

  it('starts blank when asked', async () => {
    const response = await send(sites.POST, platform, { ...newSite, name: 'Bureau Nord', type: 'office', micrositeId: '', domains: ['nord.test'], copyFrom: '' });
    expect(response.status).toBe(201);
    expect((await home('nord.test'))?.result.status).toBe(404);
  });

  it('refuses a domain another site uses, naming it', async () => {
    const response = await send(sites.POST, platform, { ...newSite, name: 'Autre', domains: ['autre.test', 'broker.test'] });
    expect(response.status).toBe(409);
    const body = (await response.json()) as { message: string; domain: string };
    expect(body.domain).toBe('broker.test');
    expect(body.message).toMatch(/broker\.test is already used by the site "Broker"/);
    expect(await db.query(`select 1 from sites where name = 'Autre'`)).toEqual([]);
  });

  it('rotates the key: the old one stops working', async () => {
    const [before] = await db.query<{ key: string }>(`select key from sites where id = 'equipe-gagnon'`);
    const response = await send(site.POST, platform, { action: 'rotate-key' }, 'equipe-gagnon');
    const { key } = (await response.json()) as { key: string };
    expect(key).not.toBe(before!.key);
    expect(await findSiteByKey(db, before!.key)).toBeNull();
    expect((await findSiteByKey(db, key))?.id).toBe('equipe-gagnon');
  });

  it('switches maintenance on and off', async () => {
    await send(site.POST, platform, { action: 'maintenance', on: true }, 'equipe-gagnon');
    expect((await home('gagnon.test'))?.result.status).toBe(503);
    await send(site.POST, platform, { action: 'maintenance', on: false }, 'equipe-gagnon');
    expect((await home('gagnon.test'))?.result.status).toBe(200);
  });

  it('deletes only after the exact name is typed, then restores', async () => {
    const wrong = await send(site.POST, platform, { action: 'delete', confirm: 'equipe gagnon' }, 'equipe-gagnon');
    expect(wrong.status).toBe(400);
    expect((await send(site.POST, platform, { action: 'delete', confirm: 'Équipe Gagnon' }, 'equipe-gagnon')).status).toBe(200);
    // The host now falls back to the default site; the deleted one answers nowhere.
    expect((await home('gagnon.test'))?.site).toBe('broker');
    const listed = (await (await sites.GET!(new NextRequest('http://broker.test/api/sites', { headers: { host: 'broker.test', cookie: `qa_session=${platform}` } }), { params: Promise.resolve({}) })).json()) as { sites: { id: string; deletedAt: string | null }[] };
    expect(listed.sites.find((s) => s.id === 'equipe-gagnon')?.deletedAt).toBeTruthy();
    // Its domain stays reserved while it can be restored.
    expect((await send(sites.POST, platform, { ...newSite, name: 'Squatter', copyFrom: '' })).status).toBe(409);
    expect((await send(site.POST, platform, { action: 'restore' }, 'equipe-gagnon')).status).toBe(200);
    expect((await home('gagnon.test'))?.site).toBe('equipe-gagnon');
  });

  it('keeps the default site', async () => {
    const response = await send(site.POST, platform, { action: 'delete', confirm: 'Broker' }, 'broker');
    expect(response.status).toBe(400);
  });
});
