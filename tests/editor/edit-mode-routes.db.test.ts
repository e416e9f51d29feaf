import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/db/types';
import { openTestDb } from '../helpers/db';
import { editorRequest, signInPlatformAdmin, type EditorRequestInit } from '../helpers/editor-session';
import { insertFixtures } from '../helpers/cms-fixtures';

// The handlers reach the database through getDb(): point it at this file's test database.
const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
vi.mock('@/lib/db', () => ({ getDb: () => testDb.current }));

const { GET: locate } = await import('@/app/api/editor/blocks/locate/route');
const { POST: colorScheme } = await import('@/app/api/editor/blocks/color-scheme/route');
const { POST: deleteBlock } = await import('@/app/api/editor/blocks/delete/route');
const { POST: sections } = await import('@/app/api/editor/sections/route');

let db: Database;
let ids: Awaited<ReturnType<typeof insertFixtures>>;
let cookie: string;
const ctx = { params: Promise.resolve({}) };

beforeAll(async () => {
  testDb.current = openTestDb();
  db = await testDb.current;
  ids = await insertFixtures(db);
  cookie = await signInPlatformAdmin(db);
  await db.query('update pages set content = $2 where id = $1', [
    ids.home,
    JSON.stringify([
      { id: 'b1', block_type: 'text_block_1', fields: { main_title: { fr: 'A' }, description: { fr: 'a' } } },
      { id: 'b2', block_type: 'spacer_block', fields: {} },
    ]),
  ]);
});
afterAll(() => db.close());

const request = (path: string, init?: EditorRequestInit) => editorRequest(path, cookie, init);

describe('edit-mode API', () => {
  it('refuses a visitor without a session', async () => {
    const responses = await Promise.all([
      locate(request('/api/editor/blocks/locate?path=/fr', { signedIn: false }), ctx),
      colorScheme(request('/api/editor/blocks/color-scheme', { method: 'POST', body: { path: '/fr', blockId: 'b1' }, signedIn: false }), ctx),
      sections(request('/api/editor/sections', { method: 'POST', body: { pageId: ids.home, blocks: [], expectedVersion: 1 }, signedIn: false }), ctx),
    ]);
    expect(responses.map((r) => r.status)).toEqual([401, 401, 401]);
  });

  it('locates the page id of a public path of the request site', async () => {
    const found = await locate(request('/api/editor/blocks/locate?path=%2Fen%2Fproperties'), ctx);
    expect(await found.json()).toEqual({ pageId: String(ids.search) });
    const missing = await locate(request('/api/editor/blocks/locate?path=/fr/nulle-part'), ctx);
    expect(missing.status).toBe(404);
    const onAgency = await locate(request('/api/editor/blocks/locate?path=/en/properties', { host: 'agency.localhost' }), ctx);
    expect(onAgency.status).toBe(404);
    const invalid = await locate(request('/api/editor/blocks/locate?path=fr'), ctx);
    expect(invalid.status).toBe(400);
  });

  it('toggles a colour scheme and deletes a block in the draft', async () => {
    const toggled = await colorScheme(request('/api/editor/blocks/color-scheme', { method: 'POST', body: { path: '/fr', blockId: 'b2' } }), ctx);
    expect(toggled.status).toBe(200);
    const body = (await toggled.json()) as { pageId: string; version: number; colorScheme: string };
    expect(body).toMatchObject({ pageId: String(ids.home), blockId: 'b2', colorScheme: 'normal-grey' });

    const deleted = await deleteBlock(request('/api/editor/blocks/delete', { method: 'POST', body: { path: '/fr', blockId: 'b1' } }), ctx);
    expect(await deleted.json()).toMatchObject({ version: body.version + 1 });
    const rows = await db.query<{ content: { id: string; block_params?: unknown }[] }>('select content from pages where id = $1', [ids.home]);
    expect(rows[0]!.content).toEqual([{ id: 'b2', block_type: 'spacer_block', fields: {}, block_params: { color_scheme: 'normal-grey' } }]);
  });

  it('answers 400 for a malformed body and 404 for an unknown block', async () => {
    const malformed = await deleteBlock(request('/api/editor/blocks/delete', { method: 'POST', body: { path: '/fr' } }), ctx);
    expect(malformed.status).toBe(400);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const unknown = await deleteBlock(request('/api/editor/blocks/delete', { method: 'POST', body: { path: '/fr', blockId: 'zz' } }), ctx);
    warn.mockRestore();
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: 'block_not_found' });
  });

  it('saves sections, then answers 409 for a stale version and 422 for an unknown type', async () => {
    const rows = await db.query<{ version: number }>('select version from pages where id = $1', [ids.home]);
    const version = rows[0]!.version;
    const blocks = [{ id: 'n1', block_type: 'spacer_block', fields: { height_desktop: 10 } }];
    const saved = await sections(request('/api/editor/sections', { method: 'POST', body: { pageId: ids.home, blocks, expectedVersion: version } }), ctx);
    expect(await saved.json()).toEqual({ version: version + 1 });
    const stale = await sections(request('/api/editor/sections', { method: 'POST', body: { pageId: ids.home, blocks, expectedVersion: version } }), ctx);
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ error: 'version_conflict', version: version + 1 });
    const unknownType = await sections(
      request('/api/editor/sections', { method: 'POST', body: { pageId: ids.home, blocks: [{ id: 'x', block_type: 'nope', fields: {} }], expectedVersion: version + 1 } }),
      ctx,
    );
    expect(unknownType.status).toBe(422);
    expect(await unknownType.json()).toMatchObject({ error: 'invalid_blocks', blocks: [{ blockId: 'x' }] });
  });
});
