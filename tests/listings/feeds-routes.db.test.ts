import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/db/types';
import { openTestDb } from '../helpers/db';
import { editorRequest, signInPlatformAdmin, type EditorRequestInit } from '../helpers/editor-session';
import { insertFixtures } from '../helpers/cms-fixtures';

const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
vi.mock('@/lib/db', () => ({ getDb: () => testDb.current }));
// "Run now" starts a background run in the server; here we only record that it was asked
// and answer as the next run would (started, or the feed already running).
const started = vi.hoisted(() => [] as number[]);
const answer = vi.hoisted(() => ({ next: 'started' as 'started' | 'running' }));
vi.mock('@/lib/listings/sources/run-now', () => ({
  startFeedRunNow: async (id: number) => {
    started.push(id);
    return answer.next;
  },
}));

const { GET, POST } = await import('@/app/api/editor/feeds/route');
const { POST: RUN } = await import('@/app/api/editor/feeds/[id]/run/route');

let db: Database;
let cookie: string;
const ctx = { params: Promise.resolve({}) };

beforeAll(async () => {
  testDb.current = openTestDb();
  db = await testDb.current;
  await insertFixtures(db);
  cookie = await signInPlatformAdmin(db);
});
afterAll(() => db.close());

const request = (path: string, init?: EditorRequestInit) => editorRequest(path, cookie, init);

const feed = {
  kind: 'reso',
  name: 'Centris',
  url: 'https://feed.example.test/odata',
  token_url: 'https://feed.example.test/token',
  client_id: 'client-1',
  client_secret: 'very-secret-value',
  attribution: { fr: { text: 'Données fournies par Centris' }, en: { text: 'Data provided by Centris' } },
};

describe('/api/editor/feeds', () => {
  it('refuses a visitor without a session', async () => {
    expect((await GET(request('/api/editor/feeds', { signedIn: false }), ctx)).status).toBe(401);
    expect((await POST(request('/api/editor/feeds', { method: 'POST', body: feed, signedIn: false }), ctx)).status).toBe(401);
    expect((await RUN(request('/api/editor/feeds/1/run', { method: 'POST', signedIn: false }), { params: Promise.resolve({ id: '1' }) })).status).toBe(401);
  });

  it('adds a feed to the site of the request and never shows its secret back', async () => {
    const created = await POST(request('/api/editor/feeds', { method: 'POST', body: feed }), ctx);
    expect(created.status).toBe(201);
    const listed = await GET(request('/api/editor/feeds'), ctx);
    const text = await listed.text();
    expect(text).not.toContain('very-secret-value');
    expect(text).not.toContain('client_secret');
    const body = JSON.parse(text) as { feeds: { name: string; has_secret: boolean; interval_minutes: number; attribution: unknown; runs: unknown[] }[] };
    expect(body.feeds).toHaveLength(1);
    expect(body.feeds[0]).toMatchObject({ name: 'Centris', has_secret: true, interval_minutes: 15, attribution: feed.attribution, runs: [] });
    // The other site does not see it.
    const other = await GET(request('/api/editor/feeds', { host: 'agency.localhost' }), ctx);
    expect(((await other.json()) as { feeds: unknown[] }).feeds).toEqual([]);
  });

  it('answers 400 naming the field for a bad feed', async () => {
    const bad = await POST(request('/api/editor/feeds', { method: 'POST', body: { ...feed, url: 'ftp://x' } }), ctx);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('url');
    const noSecret = await POST(request('/api/editor/feeds', { method: 'POST', body: { ...feed, client_secret: '' } }), ctx);
    expect(noSecret.status).toBe(400);
  });

  it.each([
    ['url', 'http://169.254.169.254/latest/meta-data/', 'forbidden_address'],
    ['url', 'http://10.0.0.1/odata', 'forbidden_address'],
    ['url', 'http://127.0.0.1@169.254.169.254/', 'userinfo'],
    ['url', 'http://2130706433/', 'forbidden_address'],
    ['url', 'http://0.0.0.0/', 'forbidden_address'],
    ['url', 'http://[::ffff:127.0.0.1]/odata', 'forbidden_address'],
    ['url', 'http://metadata.google.internal/computeMetadata/v1/', 'metadata_host'],
    ['token_url', 'http://127.0.0.1:8080/token', 'forbidden_address'],
    ['token_url', 'http://[::1]/token', 'forbidden_address'],
  ])('refuses a feed whose %s is %s (400 %s), and saves nothing', async (field, address, rule) => {
    const before = await db.query('select id from feeds');
    const fr = await POST(request('/api/editor/feeds', { method: 'POST', body: { ...feed, name: 'Interne', [field]: address } }), ctx);
    expect(fr.status).toBe(400);
    const frBody = (await fr.json()) as { error: string; field: string; rule: string; message: string };
    expect(frBody).toMatchObject({ error: 'feed_address_refused', field, rule });
    expect(frBody.message).toMatch(field === 'url' ? /^Adresse du service OData : / : /^Adresse du jeton OAuth2 : /);
    const en = await POST(request('/api/editor/feeds?lang=en', { method: 'POST', body: { ...feed, name: 'Internal', [field]: address } }), ctx);
    expect(en.status).toBe(400);
    expect(((await en.json()) as { message: string }).message).toMatch(/refused\.$/);
    expect(await db.query('select id from feeds')).toEqual(before);
  });

  it('runs a feed of the site now, and no feed of another site', async () => {
    const [row] = await db.query<{ id: number }>("select id from feeds where name = 'Centris'");
    const id = String(row!.id);
    const ok = await RUN(request(`/api/editor/feeds/${id}/run`, { method: 'POST' }), { params: Promise.resolve({ id }) });
    expect(ok.status).toBe(202);
    expect(started).toEqual([Number(id)]);
    const elsewhere = await RUN(request(`/api/editor/feeds/${id}/run`, { method: 'POST', host: 'agency.localhost' }), { params: Promise.resolve({ id }) });
    expect(elsewhere.status).toBe(404);
    const junk = await RUN(request('/api/editor/feeds/abc/run', { method: 'POST' }), { params: Promise.resolve({ id: 'abc' }) });
    expect(junk.status).toBe(404);
    expect(started).toHaveLength(1);
  });

  it('says so when the feed is already running, rather than that an import started', async () => {
    const [row] = await db.query<{ id: number }>("select id from feeds where name = 'Centris'");
    const id = String(row!.id);
    answer.next = 'running';
    try {
      const busy = await RUN(request(`/api/editor/feeds/${id}/run`, { method: 'POST' }), { params: Promise.resolve({ id }) });
      expect(busy.status).toBe(409);
      expect(await busy.json()).toMatchObject({ error: 'feed_running' });
    } finally {
      answer.next = 'started';
    }
  });
});
