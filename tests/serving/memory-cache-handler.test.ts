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

  it('does not serve a page whose render began before one of its tags expired (stored after)', async () => {
    const cache = createMemoryHandler();
    // A visitor asks for /en: a miss, so Next renders it from the site as it is now.
    expect(await cache.get('/en', { implicitTags: ['_N_T_/en'] })).toBeNull();
    // The editor saves the script tags while that render runs: the site's pages expire.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await cache.revalidateTag('site:1:pages');
    await new Promise((resolve) => setTimeout(resolve, 5));
    // The render ends and Next stores it, dated now.
    await cache.set('/en', pageEntry(100, ['site:1:pages']));
    expect(await cache.get('/en', { implicitTags: ['_N_T_/en'] })).toBeNull();
    // The next render began after the save: it is kept and served.
    await cache.set('/en', pageEntry(100, ['site:1:pages']));
    expect(await cache.get('/en', { implicitTags: ['_N_T_/en'] })).not.toBeNull();
  });

  it('keeps a page whose render began after its tags expired, or whose tags did not expire', async () => {
    const cache = createMemoryHandler();
    await cache.revalidateTag('site:1:pages');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await cache.get('/fr', { implicitTags: [] })).toBeNull();
    expect(await cache.get('/en', { implicitTags: [] })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await cache.revalidateTag('site:2:pages');
    await cache.set('/fr', pageEntry(100, ['site:1:pages']));
    await cache.set('/en', pageEntry(100, ['site:1:pages']));
    expect(await cache.get('/fr', { implicitTags: [] })).not.toBeNull();
    expect(await cache.get('/en', { implicitTags: [] })).not.toBeNull();
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
