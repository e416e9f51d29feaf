import { createClient, type RedisClientType } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisPageHandler } from '@/lib/serving/redis-cache-handler.mjs';
import { hasRedisServer, startRedisServer, type RedisServer } from '../helpers/redis-server';

const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

/** A rendered page as Next hands it to the cache handler, dated when it is stored. */
function pageEntry(html: string, tags: string[]) {
  return { lastModified: Date.now(), lifespan: null, tags, value: { kind: 'APP_PAGE', html, headers: { 'x-next-cache-tags': tags.join(',') }, status: 200 } };
}

/** Two instances share one Redis: each has its own client and handler, as two `next start`. */
describe.skipIf(!hasRedisServer)('shared page cache (Redis): a render begun before a save', () => {
  let server: RedisServer;
  const clients: RedisClientType[] = [];

  async function instance() {
    const client: RedisClientType = createClient({ url: server.url });
    clients.push(client);
    await client.connect();
    return createRedisPageHandler({ client, keyPrefix: 'race-test:' });
  }

  beforeAll(async () => {
    server = await startRedisServer(3);
  });
  afterAll(async () => {
    for (const client of clients) await client.quit().catch(() => undefined);
    await server?.stop();
  });

  it('is not served once stored, when the save happened in another instance during the render', async () => {
    const rendering = await instance();
    const saving = await instance();
    expect(await rendering.get('/en', { implicitTags: ['_N_T_/en'] })).toBeNull();
    await pause();
    await saving.revalidateTag('site:1:pages');
    await pause();
    await rendering.set('/en', pageEntry('before the save', ['site:1:pages']));
    expect(await rendering.get('/en', { implicitTags: ['_N_T_/en'] })).toBeNull();
    expect(await saving.get('/en', { implicitTags: ['_N_T_/en'] })).toBeNull();
    // The render that began after the save is kept, and both instances serve it.
    await rendering.set('/en', pageEntry('after the save', ['site:1:pages']));
    expect(await saving.get('/en', { implicitTags: ['_N_T_/en'] })).toMatchObject({ value: { html: 'after the save' } });
  });
});
