import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient, type RedisClientType } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisPageHandler } from '@/lib/serving/redis-cache-handler.mjs';
import { hasRedisServer, startRedisServer, type RedisServer } from '../helpers/redis-server';

/** Every French string of the message files: text as varied as a page's. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return value && typeof value === 'object' ? Object.values(value).flatMap(texts) : [];
}
const messages = path.join(process.cwd(), 'locales', 'fr');
const words = readdirSync(messages).flatMap((file) => texts(JSON.parse(readFileSync(path.join(messages, file), 'utf8'))));
const html = `<!DOCTYPE html><html lang="fr"><body>${words
  .map((text, i) => `<div class="flex items-center gap-4 rounded-lg border p-${i % 6}"><p class="text-sm">${text}</p></div>`)
  .join('')}</body></html>`;
const rsc = Buffer.from(words.map((text, i) => `${i.toString(16)}:["$","p",null,{"className":"text-sm","children":${JSON.stringify(text)}}]\n`).join(''));

/** The handlers' contract as this file uses it (Next's own types want its const enums). */
interface Stored {
  value: { html: string; rscData: Buffer; segmentData: Map<string, Buffer>; body: Buffer; data: { body: string } };
}
interface Handler {
  get(key: string, meta: { implicitTags: string[] }): Promise<Stored | null>;
  set(key: string, entry: unknown): Promise<void>;
}
const plainHandler = (keyPrefix: string) => createRedisHandler({ client, keyPrefix }) as unknown as Handler;
const pageHandler = (keyPrefix: string) => createRedisPageHandler({ client, keyPrefix }) as unknown as Handler;

/** A rendered page as Next hands it to the cache handler. */
function pageEntry() {
  return {
    lastModified: Date.now(),
    lifespan: null,
    tags: ['site:1:pages'],
    value: {
      kind: 'APP_PAGE',
      html,
      rscData: rsc,
      headers: { 'x-next-cache-tags': 'site:1:pages' },
      status: 200,
      postponed: undefined,
      segmentData: new Map([['/_tree', rsc.subarray(0, 4000)], ['/_full', rsc]]),
    },
  };
}

let client: RedisClientType;

describe.skipIf(!hasRedisServer)('shared page cache (Redis): entries stored compressed', () => {
  let server: RedisServer;

  beforeAll(async () => {
    server = await startRedisServer(4);
    client = createClient({ url: server.url });
    await client.connect();
  });
  afterAll(async () => {
    await client?.quit().catch(() => undefined);
    await server?.stop();
  });

  it('reads back the same page, stored in a fraction of the bytes an uncompressed entry takes', async () => {
    const plain = plainHandler('plain:');
    const handler = pageHandler('packed:');
    await plain.set('/fr', pageEntry());
    await handler.set('/fr', pageEntry());

    const read = await handler.get('/fr', { implicitTags: ['_N_T_/fr'] });
    expect(read?.value.html).toBe(html);
    expect(Buffer.compare(read!.value.rscData, rsc)).toBe(0);
    expect([...read!.value.segmentData.keys()]).toEqual(['/_tree', '/_full']);
    expect(Buffer.compare(read!.value.segmentData.get('/_full')!, rsc)).toBe(0);
    expect(read?.value).not.toHaveProperty('compressed');

    const plainBytes = await client.strLen('plain:/fr');
    const packedBytes = await client.strLen('packed:/fr');
    expect(packedBytes).toBeLessThan(plainBytes / 4);
  });

  it('still serves an entry stored uncompressed, as written before', async () => {
    const plain = plainHandler('old:');
    await plain.set('/en', pageEntry());
    const handler = pageHandler('old:');
    const read = await handler.get('/en', { implicitTags: ['_N_T_/en'] });
    expect(read?.value.html).toBe(html);
    expect(Buffer.compare(read!.value.rscData, rsc)).toBe(0);
  });

  it('round-trips a route body (a sitemap) and cached data (unstable_cache)', async () => {
    const handler = pageHandler('routes:');
    const sitemap = Buffer.from(`<urlset>${words.map((_, i) => `<url><loc>https://s1.example/fr/p${i}</loc></url>`).join('')}</urlset>`);
    await handler.set('/sitemap.xml', { lastModified: Date.now(), lifespan: null, tags: [], value: { kind: 'APP_ROUTE', body: sitemap, status: 200, headers: {} } });
    const body = JSON.stringify(words);
    const data = { headers: {}, body, url: '', status: 200 };
    await handler.set('data', { lastModified: Date.now(), lifespan: null, tags: ['site:1'], value: { kind: 'FETCH', data, revalidate: 60 } });
    await handler.set('small', { lastModified: Date.now(), lifespan: null, tags: [], value: { kind: 'FETCH', data: { ...data, body: '[1]' }, revalidate: 60 } });

    expect(Buffer.compare((await handler.get('/sitemap.xml', { implicitTags: [] }))!.value.body, sitemap)).toBe(0);
    expect((await handler.get('data', { implicitTags: [] }))?.value.data.body).toBe(body);
    expect(await client.strLen('routes:data')).toBeLessThan(body.length / 2);
    expect((await handler.get('small', { implicitTags: [] }))?.value.data.body).toBe('[1]');
  });
});
