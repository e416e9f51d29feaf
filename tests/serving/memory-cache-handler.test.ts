import { describe, expect, it } from 'vitest';
import { approximateBytes, createMemoryHandler } from '@/lib/serving/memory-cache-handler.mjs';

/** A rendered page as Next hands it to the cache: HTML, the RSC payload and segment payloads as Buffers. */
function pageEntry(htmlBytes: number, tags: string[], lastModified = Date.now()) {
  return {
    lastModified,
    lifespan: null,
    tags,
    value: {
      kind: 'APP_PAGE',
      html: 'x'.repeat(htmlBytes),
      rscData: Buffer.from('x'.repeat(htmlBytes)),
      segmentData: new Map([['/_tree', Buffer.alloc(100)]]),
      headers: { 'x-next-cache-tags': tags.join(',') },
      status: 200,
    },
  };
}

describe('memory page cache', () => {
  it('weighs an entry by its bytes (a Buffer is its length, not its JSON)', () => {
    const { value } = pageEntry(10_000, ['site:1:pages']);
    const bytes = approximateBytes(value);
    expect(bytes).toBeGreaterThan(20_100);
    expect(bytes).toBeLessThan(21_000);
    // JSON writes each Buffer byte as a number and a comma ("120,"): what the library's handler counted.
    expect(JSON.stringify(value).length).toBeGreaterThan(2 * bytes);
  });

  it('serves what was set, and nothing once one of its tags is revalidated', async () => {
    const cache = createMemoryHandler();
    await cache.set('/fr', pageEntry(1_000, ['site:1:pages']));
    await cache.set('/en', pageEntry(1_000, ['site:2:pages']));
    expect(await cache.get('/fr', { implicitTags: [] })).not.toBeNull();
    await cache.revalidateTag('site:1:pages');
    expect(await cache.get('/fr', { implicitTags: [] })).toBeNull();
    expect(await cache.get('/en', { implicitTags: [] })).not.toBeNull();
  });

  it('drops an entry older than the revalidation of an implicit (path) tag', async () => {
    const cache = createMemoryHandler();
    await cache.set('/fr/x', pageEntry(100, [], Date.now() - 1_000));
    expect(await cache.get('/fr/x', { implicitTags: ['_N_T_/fr/x'] })).not.toBeNull();
    await cache.revalidateTag('_N_T_/fr/x');
    expect(await cache.get('/fr/x', { implicitTags: ['_N_T_/fr/x'] })).toBeNull();
  });

  it('keeps within its byte budget, evicting the least recently used page', async () => {
    const cache = createMemoryHandler({ maxBytes: 50_000 });
    await cache.set('a', pageEntry(10_000, []));
    await cache.set('b', pageEntry(10_000, []));
    await cache.get('a', { implicitTags: [] });
    await cache.set('c', pageEntry(10_000, []));
    expect(await cache.get('a', { implicitTags: [] })).not.toBeNull();
    expect(await cache.get('b', { implicitTags: [] })).toBeNull();
    expect(await cache.get('c', { implicitTags: [] })).not.toBeNull();
  });

  it('does not replace an entry when asked to set only if absent', async () => {
    const cache = createMemoryHandler();
    const first = pageEntry(10, []);
    await cache.set('k', first);
    await cache.set('k', pageEntry(20, []), { setOnlyIfNotExists: true });
    expect(await cache.get('k', { implicitTags: [] })).toBe(first);
  });
});
