import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { createEditor } from '@/lib/auth/editors';
import { setSiteRole } from '@/lib/auth/roles';
import { createSession } from '@/lib/auth/session';
import { createPage } from '@/lib/cms/page-writes';
import { findSiteById } from '@/lib/sites/sites';
import type { Block } from '@/lib/content/types';
import type { Database } from '@/lib/db/types';
import { insertAdvertisingIdentity } from '../helpers/advertising-identity';
import { openTestDb } from '../helpers/db';
import { phonePhoto, pngOf, received } from '../helpers/media-files';

// The handlers reach the database through getDb(): point it at this file's test database.
const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
vi.mock('@/lib/db', () => ({ getDb: () => testDb.current }));

const media = await import('@/lib/media/service');
const { databaseStorage } = await import('@/lib/media/storage');
const { serveMedia } = await import('@/lib/media/serve');
const { findMediaUsage } = await import('@/lib/media/usage');
const { getPageResult } = await import('@/lib/cms/pages');
const { publish } = await import('@/lib/editor/publish');
const itemRoute = await import('@/app/api/editor/media/[id]/route');
const listRoute = await import('@/app/api/editor/media/route');

let db: Database;
let cookie: string;
const storage = () => databaseStorage(db);

beforeAll(async () => {
  testDb.current = openTestDb();
  db = await testDb.current;
  // Site A names its person in charge of personal information: without one it publishes nothing.
  const officer = JSON.stringify({ privacy_officer: { name: 'Julie', title: { fr: 'Courtière', en: 'Broker' }, email: 'julie@courtier.ca' } });
  await db.query(`insert into sites (id, key, name, type, domains, is_default, metadata) values
    ('a', 'ka', 'A', 'broker', '{a.test}', true, $1), ('b', 'kb', 'B', 'agency', '{b.test}', false, '{}')`, [officer]);
  await insertAdvertisingIdentity(db, 'a');
  const editor = await createEditor(db, { email: 'julie@courtier.ca', name: 'Julie', password: 'Bon-mot-de-passe' });
  // An editor of both sites: a file of site A is still out of reach through site B's host.
  await setSiteRole(db, editor!.id, 'a', 'editor');
  await setSiteRole(db, editor!.id, 'b', 'editor');
  cookie = `qa_session=${(await createSession(db, editor!.id)).token}`;
}, 120_000);
afterAll(async () => db.close());

async function upload(bytes: Uint8Array, name: string, site = 'a') {
  const file = await received(bytes);
  try {
    return await media.uploadMedia(db, storage(), site, file, name);
  } finally {
    await file.discard();
  }
}

const heroBlock = (id: string, entries: Record<string, { url: string; media_id?: string; alt?: string }>): Block => ({
  id,
  block_type: 'hero_content_1',
  fields: { main_title: { fr: 'Bienvenue', en: 'Welcome' }, image: { media: entries } },
});

async function pageWith(content: Block[], paths = { fr: `/p-${Math.random().toString(36).slice(2, 8)}`, en: `/p-${Math.random().toString(36).slice(2, 8)}` }) {
  const id = await db.transaction((tx) => createPage(tx, { siteId: 'a', paths, title: { fr: 'Accueil', en: 'Home' }, content }));
  return { id, paths };
}

const get = (path: string, accept = 'image/avif,image/webp,*/*') => new Request(`http://a.test${path}`, { headers: { accept } });
const serve = (url: string, accept?: string) => {
  const [, , id, hash] = new URL(url, 'http://a.test').pathname.split('/');
  return serveMedia(db, storage(), get(url, accept), id!, hash!);
};

describe('serving', () => {
  it('serves the file at a content-hashed address, cached for a year and immutable', async () => {
    const item = await upload(await pngOf(2000, 1000), 'wide.png');
    expect(item.url).toMatch(new RegExp(`^/media/${item.id}/[0-9a-f]{20}/wide\\.png$`));
    const response = await serve(item.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toBe('image/png');
  });

  it('makes a 1200 px WebP once when the browser accepts it, and keeps it', async () => {
    const item = await upload(await pngOf(2000, 1000), 'big.png');
    const response = await serve(`${item.url}?w=1200`);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('vary')).toBe('Accept');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 600 });
    const kept = await db.query<{ key: string }>('select key from media_blobs where key like $1', [`${item.id}/${item.hash}-w1200%`]);
    expect(kept.map((k) => k.key)).toEqual([`${item.id}/${item.hash}-w1200.webp`]);
    expect((await serve(`${item.url}?w=1200`, 'image/jpeg')).headers.get('content-type')).toBe('image/png');
    expect((await serve(`${item.url}?w=1234`)).status).toBe(400);
  });

  it('answers 304 Not Modified to a browser revalidating a file or size it already has', async () => {
    const item = await upload(await pngOf(900, 600), 'revalidate.png');
    for (const url of [item.url, `${item.url}?w=640`]) {
      const first = await serve(url);
      const etag = first.headers.get('etag');
      expect(etag).toBeTruthy();
      const again = await serveMedia(db, storage(), new Request(`http://a.test${url}`, { headers: { accept: 'image/webp', 'if-none-match': etag! } }), item.id, item.hash);
      expect(again.status).toBe(304);
      expect(again.headers.get('cache-control')).toContain('immutable');
      expect(await again.arrayBuffer()).toHaveProperty('byteLength', 0);
    }
  });

  it('crops around the focal point', async () => {
    // Left half red, right half blue; the subject is on the right.
    const item = await upload(await phonePhoto({ width: 1200, height: 400 }), 'wide.jpg');
    await media.describeMedia(db, 'a', item.id, { focal: { x: 90, y: 50 } });
    const redirected = await serve(`${item.url}?w=320&ar=1x1`);
    expect(redirected.status).toBe(307);
    const response = await serve(redirected.headers.get('location')!);
    const { data, info } = await sharp(Buffer.from(await response.arrayBuffer())).raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(320);
    expect(info.height).toBe(320);
    const centre = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
    expect(data[centre + 2]).toBeGreaterThan(200); // blue
    expect(data[centre]).toBeLessThan(60);
  });
});

describe('content refers to a media id', () => {
  it('gives the page its address, size, alt text in the page language and focal point', async () => {
    const item = await upload(await pngOf(1600, 900), 'salon.png');
    await media.describeMedia(db, 'a', item.id, { alt: { fr: 'Salon lumineux', en: 'Bright living room' }, focal: { x: 30, y: 70 } });
    const { paths } = await pageWith([heroBlock('h1', { fr: { url: item.url, media_id: item.id }, en: { url: item.url, media_id: item.id } })]);
    const site = (await findSiteById(db, 'a'))!;
    const result = await getPageResult(db, site, { locale: 'en', path: paths.en, variantId: null, preview: true });
    expect(result.status).toBe(200);
    const image = (result as { page: { content: Block[] } }).page.content[0]!.fields!.image as { media: Record<string, unknown>; center: unknown };
    expect(image.media.en).toMatchObject({ url: item.url, alt: 'Bright living room', width: 1600, height: 900 });
    expect(image.media.fr).toMatchObject({ alt: 'Salon lumineux' });
    expect(image.center).toEqual({ x: 30, y: 70 });
  });
});

describe('usage, replace and delete', () => {
  it('lists where a file is used, with the language; delete is refused while used', async () => {
    const item = await upload(await pngOf(100, 100), 'used.png');
    const { id: pageId, paths } = await pageWith([heroBlock('h1', { fr: { url: item.url, media_id: item.id } })]);
    await db.query(`insert into offices (site_id, slug, name, latitude, longitude, position, photo)
      values ('a', 'mtl', '{"fr":"Bureau de Montréal","en":"Montréal office"}', 45.5, -73.5, 0, $1)`, [JSON.stringify({ url: item.url, alt: 'Bureau' })]);
    const usage = await findMediaUsage(db, 'a', item.id);
    expect(usage).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'page', id: String(pageId), locales: ['fr'], paths: { fr: paths.fr }, href: `/qa/pages/${pageId}/edit` }),
      ]),
    );
    expect(usage).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'office', label: 'Bureau de Montréal', locales: ['fr', 'en'] })]));
    const refused = await media.deleteMedia(db, storage(), 'a', item.id).then(() => null, (e: unknown) => e);
    expect(refused).toBeInstanceOf(media.MediaInUse);
    expect((refused as Error).message).toContain('Accueil');
    expect(await media.getMedia(db, 'a', item.id)).not.toBeNull();
  });

  it('deletes an unused file, and "delete unused" removes only unused ones', async () => {
    const unused = await upload(await pngOf(10, 10), 'unused.png');
    await media.deleteMedia(db, storage(), 'a', unused.id);
    expect(await media.getMedia(db, 'a', unused.id)).toBeNull();
    expect(await db.query('select key from media_blobs where key like $1', [`${unused.id}/%`])).toEqual([]);
    const spare = await upload(await pngOf(12, 12), 'spare.png');
    const kept = await upload(await pngOf(14, 14), 'kept.png');
    await pageWith([heroBlock('h9', { en: { url: kept.url, media_id: kept.id } })]);
    const deleted = await media.deleteUnusedMedia(db, storage(), 'a');
    expect(deleted).toContain(spare.id);
    expect(deleted).not.toContain(kept.id);
    expect(await media.getMedia(db, 'a', kept.id)).not.toBeNull();
  });

  it('replaces a file: same id, new address; pages show the new one without re-editing', async () => {
    const item = await upload(await pngOf(300, 200, '#ff0000'), 'facade.png');
    const { paths } = await pageWith([heroBlock('h1', { fr: { url: item.url, media_id: item.id } })]);
    const file = await received(await pngOf(600, 300, '#00ff00'));
    const replaced = await media.replaceMedia(db, storage(), 'a', item.id, file);
    await file.discard();
    expect(replaced.id).toBe(item.id);
    expect(replaced.url).not.toBe(item.url);
    const site = (await findSiteById(db, 'a'))!;
    const result = await getPageResult(db, site, { locale: 'fr', path: paths.fr, variantId: null, preview: true });
    const image = (result as { page: { content: Block[] } }).page.content[0]!.fields!.image as { media: Record<string, { url: string; width: number }> };
    expect(image.media.fr).toMatchObject({ url: replaced.url, width: 600 });
    // The old address points to the new file.
    const old = await serve(item.url);
    expect(old.status).toBe(307);
    expect(old.headers.get('location')).toBe(replaced.url);
  });
});

describe('publish validation', () => {
  it('blocks a page showing a library image without alt text in both languages', async () => {
    const item = await upload(await pngOf(100, 80), 'cuisine.png');
    await media.describeMedia(db, 'a', item.id, { title: 'Cuisine', alt: { fr: 'Cuisine rénovée' } });
    const { id } = await pageWith([heroBlock('h1', { fr: { url: item.url, media_id: item.id } })]);
    const editor = { id: 1, name: 'Julie' };
    const refused = await publish(db, id, editor);
    expect(refused.published).toBe(false);
    const problems = (refused as { problems: { blockId: string; issues: { path: string; message: string; problem?: unknown }[] }[] }).problems;
    expect(problems).toEqual([expect.objectContaining({ blockId: 'h1' })]);
    expect(problems[0]!.issues[0]!.message).toMatch(/Cuisine.*en/);
    // Named by its title (not its id), with the missing language, for the workspace to word in its language.
    expect(problems[0]!.issues[0]!.path).not.toContain(item.id);
    expect(problems[0]!.issues[0]!.problem).toEqual({ kind: 'media_alt_missing', image: 'Cuisine', locales: ['en'] });
    await media.describeMedia(db, 'a', item.id, { alt: { fr: 'Cuisine rénovée', en: 'Renovated kitchen' } });
    expect((await publish(db, id, editor)).published).toBe(true);
  });
});

describe('publish validation: alt text typed in the image field', () => {
  it('counts the alt text the editor typed for a language in the page, and still asks for the other', async () => {
    const item = await upload(await pngOf(100, 80), 'salle-de-bain.png');
    await media.describeMedia(db, 'a', item.id, { title: 'Salle de bain' });
    const { id } = await pageWith([heroBlock('h1', { fr: { url: item.url, media_id: item.id, alt: 'Salle de bain rénovée' }, en: { url: item.url, media_id: item.id, alt: '' } })]);
    const editor = { id: 1, name: 'Julie' };
    const refused = await publish(db, id, editor);
    expect(refused.published).toBe(false);
    const problems = (refused as { problems: { issues: { message: string }[] }[] }).problems;
    expect(problems[0]!.issues[0]!.message).toMatch(/Salle de bain.*in: en$/);
    const { id: both } = await pageWith([
      heroBlock('h1', { fr: { url: item.url, media_id: item.id, alt: 'Salle de bain rénovée' }, en: { url: item.url, media_id: item.id, alt: 'Renovated bathroom' } }),
    ]);
    expect((await publish(db, both, editor)).published).toBe(true);
  });
});

describe('editor API: the site of the request', () => {
  const request = (method: string, host: string, path: string, body?: Uint8Array | string, headers: Record<string, string> = {}) =>
    new NextRequest(`http://${host}${path}`, {
      method,
      headers: { cookie, host, origin: `http://${host}`, ...headers },
      ...(body !== undefined ? { body: typeof body === 'string' ? body : new Uint8Array(body), duplex: 'half' } : {}),
    } as ConstructorParameters<typeof NextRequest>[1]);
  const params = (id: string) => ({ params: Promise.resolve({ id }) });

  it('uploads through the API, and another site cannot read, describe, replace or delete the file', async () => {
    const created = await listRoute.POST(request('POST', 'a.test', '/api/editor/media', await pngOf(40, 30), { 'x-file-name': encodeURIComponent('façade été.png') }), {});
    expect(created.status).toBe(201);
    const { item } = (await created.json()) as { item: { id: string; fileName: string } };
    expect(item.fileName).toBe('façade été.png');
    expect((await itemRoute.GET(request('GET', 'a.test', `/api/editor/media/${item.id}`), params(item.id))).status).toBe(200);
    expect((await itemRoute.GET(request('GET', 'b.test', `/api/editor/media/${item.id}`), params(item.id))).status).toBe(404);
    const patch = request('PATCH', 'b.test', `/api/editor/media/${item.id}`, JSON.stringify({ title: 'x' }), { 'content-type': 'application/json' });
    expect((await itemRoute.PATCH(patch, params(item.id))).status).toBe(404);
    expect((await itemRoute.PUT(request('PUT', 'b.test', `/api/editor/media/${item.id}`, await pngOf(5, 5)), params(item.id))).status).toBe(404);
    expect((await itemRoute.DELETE(request('DELETE', 'b.test', `/api/editor/media/${item.id}`), params(item.id))).status).toBe(404);
    const listB = (await (await listRoute.GET(request('GET', 'b.test', '/api/editor/media'), {})).json()) as { items: unknown[] };
    expect(listB.items).toEqual([]);
    expect(await media.getMedia(db, 'a', item.id)).not.toBeNull();
  });

  it('answers 413 for a declared 25 MB upload and 415 for an HTML file named .jpg', async () => {
    const big = request('POST', 'a.test', '/api/editor/media', new Uint8Array(16), { 'content-length': String(25 * 1024 * 1024) });
    expect((await listRoute.POST(big, {})).status).toBe(413);
    const html = request('POST', 'a.test', '/api/editor/media', '<html><script>x</script></html>', { 'x-file-name': 'photo.jpg' });
    const answer = await listRoute.POST(html, {});
    expect(answer.status).toBe(415);
  });

  it('searches by title, alt, tag or file name and filters by kind', async () => {
    const item = await upload(await pngOf(20, 20), 'piscine-creusee.png');
    await media.describeMedia(db, 'a', item.id, { tags: ['Extérieur'], alt: { fr: 'Piscine', en: 'Pool' } });
    for (const q of ['creusee', 'pool', 'extérieur']) {
      const answer = (await (await listRoute.GET(request('GET', 'a.test', `/api/editor/media?q=${encodeURIComponent(q)}`), {})).json()) as { items: { id: string }[] };
      expect(answer.items.map((i) => i.id)).toContain(item.id);
    }
    const docs = (await (await listRoute.GET(request('GET', 'a.test', '/api/editor/media?kind=document'), {})).json()) as { items: { id: string }[] };
    expect(docs.items.map((i) => i.id)).not.toContain(item.id);
  });
});
