import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEditor } from '@/lib/auth/editors';
import { setSiteRole, type SiteRole } from '@/lib/auth/roles';
import { createSession } from '@/lib/auth/session';
import type { Database } from '@/lib/db/types';
import type { VersionComparison } from '@/lib/editor/compare-versions';
import { insertFixtures } from '../helpers/cms-fixtures';
import { openTestDb } from '../helpers/db';
import { editorRequest } from '../helpers/editor-session';

// The handlers reach the database through getDb(): point it at this file's test database.
const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
vi.mock('@/lib/db', () => ({ getDb: () => testDb.current }));

const { GET: comparePage } = await import('@/app/api/editor/pages/[id]/versions/compare/route');
const { GET: compareArticle } = await import('@/app/api/editor/articles/[id]/versions/compare/route');

let db: Database;
let ids: Awaited<ReturnType<typeof insertFixtures>>;
let agencyHome: number;
const cookies = {} as Record<SiteRole, string>;

beforeAll(async () => {
  testDb.current = openTestDb();
  db = await testDb.current;
  ids = await insertFixtures(db);
  agencyHome = Number((await db.query<{ id: string }>(`select id from pages where site_id = 'agency' limit 1`))[0]!.id);
  for (const role of ['site_admin', 'editor', 'broker'] as const) {
    const account = await createEditor(db, { email: `${role}@example.com`, name: role, password: 'un mot de passe assez long', platformAdmin: false });
    const member = role === 'broker' ? Number((await db.query<{ id: string }>(`insert into members (site_id, slug, kind, name) values ('broker', 'julie', 'broker', 'Julie') returning id`))[0]!.id) : null;
    await setSiteRole(db, account!.id, 'broker', role, member);
    cookies[role] = `qa_session=${(await createSession(db, account!.id)).token}`;
  }
  // The home page's draft: its published block (version 1, "Bienvenue") retitled, and a new block below it.
  await db.query('update pages set content = $2 where id = $1', [
    ids.home,
    JSON.stringify([
      { id: 'b1', block_type: 'text_block_1', fields: { main_title: { fr: 'Bonjour à tous', en: 'Bienvenue' } } },
      { id: 'n1', block_type: 'spacer_block', fields: {} },
    ]),
  ]);
  await db.query(`insert into article_versions (article_id, snapshot, created_by) values (42, $1, 'editor')`, [
    JSON.stringify({ title: { fr: 'Ancien titre', en: 'My article' }, slug: { fr: 'mon-article', en: 'my-article' }, excerpt: {}, main_content: { fr: [], en: [{ id: 'p2', block_type: 'text_block_1', fields: {} }] } }),
  ]);
});
afterAll(() => db.close());

const page = (id: number, query: string, role: SiteRole | null = 'editor', host = 'broker.test') =>
  comparePage(editorRequest(`/api/editor/pages/${id}/versions/compare?${query}`, role ? cookies[role] : '', { host, signedIn: role !== null }), { params: Promise.resolve({ id: String(id) }) });
const article = (id: number, query: string, role: SiteRole = 'editor', host = 'broker.test') =>
  compareArticle(editorRequest(`/api/editor/articles/${id}/versions/compare?${query}`, cookies[role], { host }), { params: Promise.resolve({ id: String(id) }) });

describe('GET /api/editor/pages/{id}/versions/compare', () => {
  it('compares the published version with the draft: the retitled block and the new one', async () => {
    const response = await page(ids.home, 'from=1&to=draft');
    expect(response.status).toBe(200);
    const { comparison } = (await response.json()) as { comparison: VersionComparison };
    expect(comparison.blocks.map((block) => [block.id, block.change])).toEqual([
      ['b1', 'changed'],
      ['n1', 'added'],
    ]);
    expect(comparison.blocks[0]!.fields).toMatchObject([{ locale: 'fr', before: 'Bienvenue', after: 'Bonjour à tous' }]);
  });

  it('answers 404 for another site’s page and for a version the page does not have', async () => {
    const other = await page(agencyHome, 'from=1&to=draft');
    expect(other.status).toBe(404);
    const missing = await page(ids.home, 'from=99&to=draft');
    expect(missing.status).toBe(404);
    expect((await missing.json()).error).toBe('version_not_found');
  });

  it('refuses a broker (403) and a visitor without a session (401); a site admin may', async () => {
    expect((await page(ids.home, 'from=1&to=draft', 'broker')).status).toBe(403);
    expect((await page(ids.home, 'from=1&to=draft', null)).status).toBe(401);
    expect((await page(ids.home, 'from=1&to=draft', 'site_admin')).status).toBe(200);
  });

  it('answers 400 when a side is neither a version number nor draft', async () => {
    const response = await page(ids.home, 'from=abc&to=draft');
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('invalid_versions');
  });
});

describe('GET /api/editor/articles/{id}/versions/compare', () => {
  it('compares a kept version with the article as it is now, per language', async () => {
    const version = (await db.query<{ id: string }>('select id from article_versions where article_id = 42'))[0]!.id;
    const response = await article(42, `from=${version}&to=draft`);
    expect(response.status).toBe(200);
    const { comparison } = (await response.json()) as { comparison: VersionComparison };
    expect(comparison.fields.find((field) => field.path.join('.') === 'title.fr')).toMatchObject({ before: 'Ancien titre', after: 'Mon article' });
    expect(comparison.blocks.map((block) => [block.locale, block.id, block.change])).toEqual([['fr', 'p1', 'added']]);
  });

  it('answers 404 for another site’s article, 403 for a broker and for an editor of another site', async () => {
    expect((await article(42, 'from=draft&to=draft', 'editor', 'agency.localhost')).status).toBe(403);
    expect((await article(42, 'from=draft&to=draft', 'broker')).status).toBe(403);
    const otherArticle = Number((await db.query<{ id: string }>(`insert into articles (site_id, slug, title, excerpt, main_content) values ('agency', '{"fr":"a"}', '{"fr":"A"}', '{}', '{}') returning id`))[0]!.id);
    expect((await article(otherArticle, 'from=draft&to=draft')).status).toBe(404);
  });
});
