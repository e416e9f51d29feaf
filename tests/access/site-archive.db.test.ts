import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { createEditor } from '@/lib/auth/editors';
import { setSiteRole } from '@/lib/auth/roles';
import { createSession } from '@/lib/auth/session';
import { getPageResult } from '@/lib/cms/pages';
import { findSiteByDomain } from '@/lib/sites/sites';
import { seedDemo } from '@/lib/seed';
import type { Database } from '@/lib/db/types';
import { mediaStorage } from '@/lib/media/storage';
import { originalKey } from '@/lib/media/service';
import { openTestDb } from '../helpers/db';

/**
 * Issue 29, export and import: a site admin downloads the whole site as one file; a platform
 * admin imports it as a new site under another domain. Round trip: the copy's export has the
 * same content as the original's (ids aside), and every page of the copy renders the same
 * blocks and text. A foreign, tampered or broken file is refused and leaves nothing behind.
 */
const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
vi.mock('@/lib/db', () => ({ getDb: () => testDb.current }));

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
const exportRoute = (await import('@/app/api/sites/[id]/export/route')) as unknown as Record<string, Handler>;
const importRoute = (await import('@/app/api/sites/import/route')) as unknown as Record<string, Handler>;

let db: Database;
let platform: string;
let siteAdmin: string;
let editor: string;

const HOST = 'localhost';
const download = (token: string, id: string, query = '') =>
  exportRoute.GET!(new NextRequest(`http://${HOST}/api/sites/${id}/export${query}`, { headers: { host: HOST, cookie: `qa_session=${token}` } }), {
    params: Promise.resolve({ id }),
  });
const upload = (token: string, body: unknown) =>
  importRoute.POST!(
    new NextRequest(`http://${HOST}/api/sites/import`, {
      method: 'POST',
      headers: { host: HOST, cookie: `qa_session=${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  );

type Archive = { format: string; checksum: string; body: { site: Record<string, unknown>; tables: Record<string, Record<string, unknown>[]>; media: Record<string, unknown>[]; files: Record<string, string> } };
const count = async (sql: string) => (await db.query<{ n: number }>(`select count(*)::int as n from ${sql}`))[0]!.n;
const totals = async () => ({ sites: await count('sites'), pages: await count('pages'), members: await count('members'), media: await count('media'), blobs: await count('media_blobs') });
const sealed = (body: Archive['body']) => ({ ...original, body, checksum: createHash('sha256').update(JSON.stringify(body)).digest('hex') });

let original: Archive;

beforeAll(async () => {
  testDb.current = openTestDb();
  db = await testDb.current;
  await seedDemo(db);
  const root = await createEditor(db, { email: 'root@example.com', name: 'Root', password: 'un mot de passe long', platformAdmin: true });
  platform = (await createSession(db, root!.id)).token;
  const admin = await createEditor(db, { email: 'admin@example.com', name: 'Admin', password: 'un mot de passe long' });
  await setSiteRole(db, admin!.id, 'demo-broker', 'site_admin');
  siteAdmin = (await createSession(db, admin!.id)).token;
  const plain = await createEditor(db, { email: 'editor@example.com', name: 'Editor', password: 'un mot de passe long' });
  await setSiteRole(db, plain!.id, 'demo-broker', 'editor');
  editor = (await createSession(db, plain!.id)).token;
}, 180_000);
afterAll(() => db.close());

describe('site export', () => {
  it('gives a site admin the whole site as one file to download', async () => {
    const response = await download(siteAdmin, 'demo-broker');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="demo-broker-\d{4}-\d\d-\d\d\.site\.json"/);
    original = (await response.json()) as Archive;
    const { tables, media, files, site } = original.body;
    for (const table of ['pages', 'page_paths', 'page_versions', 'members', 'offices', 'partners', 'articles', 'blog_categories', 'redirects', 'lead_recipients']) {
      expect(tables[table]?.length, table).toBeGreaterThan(0);
    }
    expect(tables.leads).toBeUndefined();
    expect(site.header).toBeTruthy();
    expect(site.theme).toBeTruthy();
    expect(media.length).toBeGreaterThan(0);
    expect(Object.keys(files).length).toBe(media.length);
    // Ids are the file's own: the same content exported twice is the same file body.
    const again = (await (await download(siteAdmin, 'demo-broker')).json()) as Archive;
    expect(again.body).toEqual(original.body);
  });

  it('adds the leads only when asked', async () => {
    await db.query(`insert into leads (site_id, form_type, locale, full_name, first_name, last_name, email, payload, consent)
       values ('demo-broker', 'contact_form', 'fr', 'Léa Roy', 'Léa', 'Roy', 'lea@example.com', '{}', '{}')`);
    const archive = (await (await download(siteAdmin, 'demo-broker', '?leads=1')).json()) as Archive;
    expect(archive.body.tables.leads?.map((l) => l.email)).toContain('lea@example.com');
  });

  it('refuses an editor, and a site admin asking for another site', async () => {
    expect((await download(editor, 'demo-broker')).status).toBe(403);
    expect((await download(siteAdmin, 'demo-agency')).status).toBe(404);
    expect((await download(platform, 'demo-agency')).status).toBe(200);
  });
});

describe('site import', () => {
  it('only a platform admin imports', async () => {
    expect((await upload(siteAdmin, { name: 'Copie', domains: ['copie.test'], archive: original })).status).toBe(403);
  });

  it('imports the file as a new site whose export is the same and whose pages render the same', async () => {
    const response = await upload(platform, { name: 'Copie Julie', domains: ['copie.test'], micrositeId: 'copie-julie', archive: original });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(id).toBe('copie-julie');

    const copy = (await (await download(platform, id)).json()) as Archive;
    expect({ ...copy.body, site: { ...copy.body.site, name: 'x', microsite_id: 'x' } }).toEqual({ ...original.body, site: { ...original.body.site, name: 'x', microsite_id: 'x' } });

    // Every page path of the original answers on the copy's domain with the same blocks and text.
    const source = (await findSiteByDomain(db, 'localhost'))!;
    const target = (await findSiteByDomain(db, 'copie.test'))!;
    expect(target.id).toBe(id);
    // Ids aside: media ids, member photo addresses, and the article ids in blog card links.
    const withoutIds = (value: unknown) =>
      JSON.stringify(value)
        .replace(/med_[A-Za-z0-9_-]{12}/g, 'MEDIA')
        .replace(/\/api\/members\/photo\/\d+/g, 'PHOTO')
        .replace(/"id":\d+/g, '"id":N')
        // A member's id is the new site's own (the name beside it is compared).
        .replace(/"memberId":\d+/g, '"memberId":N')
        .replace(/"selected":\[[\d,]*\]/g, '"selected":N')
        .replace(/(\/blogu?e?\/[a-z0-9-]+)-\d+"/g, '$1-N"');
    const paths = await db.query<{ locale: 'fr' | 'en'; path: string }>(`select locale, path from page_paths where site_id = 'demo-broker' order by locale, path`);
    expect(paths.length).toBeGreaterThan(5);
    for (const { locale, path } of paths) {
      const a = await getPageResult(db, source, { locale, path, variantId: null });
      const b = await getPageResult(db, target, { locale, path, variantId: null });
      expect(b.status, `${locale} ${path}`).toBe(a.status);
      if ('page' in a && 'page' in b) expect(withoutIds(b.page.content), `${locale} ${path}`).toBe(withoutIds(a.page.content));
    }
    const home = await getPageResult(db, target, { locale: 'fr', path: '/', variantId: null });
    expect(home.status).toBe(200);

    // The media files came along under the new ids.
    const [file] = await db.query<{ id: string; hash: string; mime: 'image/jpeg' }>(`select id, hash, mime from media where site_id = $1 order by file_name limit 1`, [id]);
    expect(await mediaStorage(db).get(originalKey(file!))).not.toBeNull();
  });

  it('runs every file of the archive through the upload checks: an SVG loses its script, a PDF with JavaScript is download-only', async () => {
    const body = structuredClone(original.body);
    const template = body.media[0]!;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(document.cookie)</script><rect width="5" height="5" onclick="alert(1)"/></svg>`;
    const pdf = `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`;
    body.media.push(
      { ...template, id: 'med_x90000000001', kind: 'image', mime: 'image/svg+xml', hash: 'aaaaaaaaaaaaaaaaaaaa', file_name: 'logo-piege.svg', download_only: false, width: 10, height: 10 },
      { ...template, id: 'med_x90000000002', kind: 'document', mime: 'application/pdf', hash: 'bbbbbbbbbbbbbbbbbbbb', file_name: 'fiche-piege.pdf', download_only: false, width: null, height: null },
    );
    body.files.med_x90000000001 = Buffer.from(svg).toString('base64');
    body.files.med_x90000000002 = Buffer.from(pdf, 'latin1').toString('base64');
    const response = await upload(platform, { name: 'Copie pièges', domains: ['pieges.test'], micrositeId: 'pieges', archive: sealed(body) });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const rows = await db.query<{ id: string; hash: string; mime: 'image/svg+xml'; file_name: string; download_only: boolean }>(
      `select id, hash, mime, file_name, download_only from media where site_id = $1 and file_name like '%-piege.%' order by file_name`,
      [id],
    );
    expect(rows.map((r) => [r.file_name, r.download_only])).toEqual([['fiche-piege.pdf', true], ['logo-piege.svg', false]]);
    const stored = (await mediaStorage(db).get(originalKey(rows[1]!)))!.toString('utf8');
    expect(stored).toContain('<rect');
    expect(stored).not.toMatch(/<script|onclick|alert/);
  });

  it('refuses a file that is not a site export', async () => {
    const before = await totals();
    const response = await upload(platform, { name: 'Autre', domains: ['autre.test'], archive: { hello: 'world' } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/not a site export/);
    expect(await totals()).toEqual(before);
  });

  it('refuses a file changed by hand (checksum) and writes nothing', async () => {
    const before = await totals();
    const body = structuredClone(original.body);
    (body.tables.pages![0]!.title as Record<string, string>).fr = 'Piraté';
    const response = await upload(platform, { name: 'Autre', domains: ['autre.test'], archive: { ...original, body } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/checksum/);
    expect(await totals()).toEqual(before);
  });

  it('refuses a file broken at its end and leaves no half-written site', async () => {
    const before = await totals();
    const body = structuredClone(original.body);
    body.tables.article_categories!.push({ article_id: 9999, category_id: 1 });
    const broken = await upload(platform, { name: 'Autre', domains: ['autre.test'], archive: sealed(body) });
    expect(broken.status).toBe(400);
    expect(await totals()).toEqual(before);

    const stray = structuredClone(original.body);
    stray.tables.redirects!.push({ id: 999, locale: 'fr', from_path: '/x', to_path: '/y', status: 301, password_hash: 'x' });
    expect((await upload(platform, { name: 'Autre', domains: ['autre.test'], archive: sealed(stray) })).status).toBe(400);

    const badKey = structuredClone(original.body);
    badKey.media[0]!.hash = '../etc';
    expect((await upload(platform, { name: 'Autre', domains: ['autre.test'], archive: sealed(badKey) })).status).toBe(400);

    const wrongType = structuredClone(original.body);
    wrongType.tables.redirects!.push({ id: 998, locale: 'fr', from_path: '/x', to_path: '/y', status: 'beaucoup' });
    expect((await upload(platform, { name: 'Autre', domains: ['autre.test'], archive: sealed(wrongType) })).status).toBe(400);
    expect(await totals()).toEqual(before);
    expect(await findSiteByDomain(db, 'autre.test').then((s) => s?.id ?? null)).not.toBe('autre');
  });

  it('refuses a domain another site answers on', async () => {
    const response = await upload(platform, { name: 'Autre', domains: ['localhost'], archive: original });
    expect(response.status).toBe(409);
  });
});
