import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import type { Database } from '@/lib/db/types';
import { BODY_LIMITS, megabytes, PROXY_BODY_LIMIT } from '@/lib/http/body-limits';
import { openTestDb } from '../helpers/db';
import { signInPlatformAdmin } from '../helpers/editor-session';

/**
 * Bodies of up to the limits the screens promise arrive whole, and past them answer 413 with
 * the limit, through the same buffer as in production: proxy.ts runs on every API route, so
 * Next first copies each body through getCloneableBody with next.config's
 * proxyClientMaxBodySize (silently cut past it), and the route reads that copy.
 */
const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
vi.mock('@/lib/db', () => ({ getDb: () => testDb.current }));

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
const mediaRoute = (await import('@/app/api/editor/media/route')) as unknown as Record<string, Handler>;
const importRoute = (await import('@/app/api/sites/import/route')) as unknown as Record<string, Handler>;
const { getCloneableBody } = (await import('next/dist/server/body-streams')) as {
  getCloneableBody: (readable: Readable, limit?: number) => { cloneBodyStream(): Readable };
};
const loadConfig = ((await import('next/dist/server/config')) as unknown as { default: (phase: string, dir: string) => Promise<{ experimental: { proxyClientMaxBodySize?: number } }> }).default;

const MB = 1024 * 1024;
let db: Database;
let cookie: string;
let proxyLimit: number | undefined;

beforeAll(async () => {
  testDb.current = openTestDb();
  db = await testDb.current;
  await db.query(`insert into sites (id, key, name, is_default) values ('broker', 'broker-key', 'Julie', true)`);
  cookie = await signInPlatformAdmin(db);
  proxyLimit = (await loadConfig('phase-production-server', process.cwd())).experimental.proxyClientMaxBodySize;
}, 120_000);
afterAll(() => db.close());

/** The body as the route handler gets it after Next's proxy buffer (64 KB network chunks). */
async function throughProxy(bytes: Buffer): Promise<Buffer> {
  async function* chunks() {
    for (let i = 0; i < bytes.length; i += 64 * 1024) yield bytes.subarray(i, i + 64 * 1024);
  }
  const parts: Buffer[] = [];
  for await (const part of getCloneableBody(Readable.from(chunks()), proxyLimit).cloneBodyStream()) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** A valid JPEG of `size` bytes: a small photo with comment segments (COM) making up the weight. */
async function jpegOfSize(size: number): Promise<Buffer> {
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } }).jpeg().toBuffer();
  const segments: Buffer[] = [];
  let left = size - photo.length;
  while (left > 0) {
    const payload = Math.min(65_533, left - 4);
    const segment = Buffer.alloc(4 + Math.max(0, payload), 0x20);
    segment.writeUInt16BE(0xfffe, 0);
    segment.writeUInt16BE(Math.max(0, payload) + 2, 2);
    segments.push(segment);
    left -= segment.length;
  }
  return Buffer.concat([photo.subarray(0, 2), ...segments, photo.subarray(2)]);
}

const post = (route: Record<string, Handler>, path: string, body: Buffer, headers: Record<string, string>) =>
  route.POST!(new NextRequest(`http://localhost${path}`, { method: 'POST', headers: { host: 'localhost', cookie, ...headers }, body: new Uint8Array(body) }), {
    params: Promise.resolve({}),
  });

describe('body limits through the proxy buffer', () => {
  it('accepts a valid 15 MB JPEG in the media library, whole', async () => {
    const photo = await jpegOfSize(15 * MB);
    const response = await post(mediaRoute, '/api/editor/media', await throughProxy(photo), { 'x-file-name': 'grande-photo.jpg', 'content-type': 'application/octet-stream' });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { item: { mime: string } }).item.mime).toBe('image/jpeg');
  }, 60_000);

  it('answers a 21 MB file 413 with the 20 MB limit, not "damaged"', async () => {
    const response = await post(mediaRoute, '/api/editor/media', await throughProxy(await jpegOfSize(21 * MB)), { 'x-file-name': 'trop.jpg', 'content-type': 'application/octet-stream' });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: 'too_large', limit_bytes: BODY_LIMITS.mediaFile, message: expect.stringContaining('20 MB') });
  }, 60_000);

  it('answers a site archive past 60 MB 413 with the limit, not invalid_json', async () => {
    const body = Buffer.from(JSON.stringify({ name: 'Copie', domains: ['copie.localhost'], micrositeId: 'copie', archive: { padding: 'a'.repeat(62 * MB) } }));
    const response = await post(importRoute, '/api/sites/import', await throughProxy(body), { 'content-type': 'application/json' });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: 'payload_too_large', limit_bytes: BODY_LIMITS.siteArchive });
  }, 60_000);

  it('nginx in front (deploy/nginx/courtier.conf) lets through every body the app reads', () => {
    const conf = readFileSync('deploy/nginx/courtier.conf', 'utf8');
    expect(Number(/client_max_body_size (\d+)m;/.exec(conf)?.[1])).toBe(megabytes(PROXY_BODY_LIMIT));
  });
});
