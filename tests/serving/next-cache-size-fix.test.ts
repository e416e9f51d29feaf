import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { fixIncrementalCacheSize } from '../../scripts/patch-next.mjs';

/**
 * scripts/patch-next.mjs (postinstall): Next's IncrementalCache turned every stored page's RSC
 * Buffer into JSON only to measure a size it reads for fetch entries alone.
 */
const require = createRequire(import.meta.url);
const nextDir = path.dirname(require.resolve('next/package.json'));

describe('the incremental-cache size fix', () => {
  it('measures fetch entries only, in minified and readable code, once', () => {
    const minified = 'let n=e,a=r;let i=JSON.stringify(t).length;if(r.fetchCache&&i>2097152&&!this.hasCustomCacheHandler){warn()}';
    const first = fixIncrementalCacheSize(minified);
    expect(first.text).toBe('let n=e,a=r;let i=r.fetchCache?JSON.stringify(t).length:0;if(r.fetchCache&&i>2097152&&!this.hasCustomCacheHandler){warn()}');
    expect(first).toMatchObject({ changed: 1, fixed: true });
    expect(fixIncrementalCacheSize(first.text)).toEqual({ text: first.text, changed: 0, fixed: true });

    const readable = fixIncrementalCacheSize('        const itemSize = JSON.stringify(data).length;\n');
    expect(readable.text).toBe('        const itemSize = ctx.fetchCache ? JSON.stringify(data).length : 0;\n');
    expect(readable.fixed).toBe(true);
  });

  it('leaves code it does not know as it is', () => {
    const other = 'const size = measure(data);';
    expect(fixIncrementalCacheSize(other)).toEqual({ text: other, changed: 0, fixed: false });
  });

  it('is applied to the runtime `next start` serves app pages with', () => {
    const runtime = readFileSync(path.join(nextDir, 'dist/compiled/next-server/app-page-turbo.runtime.prod.js'), 'utf8');
    expect(fixIncrementalCacheSize(runtime)).toMatchObject({ changed: 0, fixed: true });
  });

  describe('in the installed IncrementalCache', () => {
    afterEach(() => vi.restoreAllMocks());

    it('stores a page without turning its RSC data into JSON', async () => {
      const { IncrementalCache } = require(path.join(nextDir, 'dist/server/lib/incremental-cache/index.js'));
      const stored: string[] = [];
      class Handler {
        async get() {
          return null;
        }
        async set(key: string) {
          stored.push(key);
        }
        async revalidateTag() {}
        resetRequestCache() {}
      }
      const cache = new IncrementalCache({
        dev: false,
        minimalMode: false,
        requestHeaders: {},
        previewProps: { previewModeId: 'bench', previewModeSigningKey: 'k', previewModeEncryptionKey: 'k' },
        prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: {} },
        fetchCacheKeyPrefix: '',
        CurCacheHandler: Handler,
      });
      const toJSON = vi.spyOn(Buffer.prototype, 'toJSON');
      const page = { kind: 'APP_PAGE', html: '<html lang="fr"></html>', rscData: Buffer.from('0:["$","html"]'), headers: {}, status: 200, postponed: undefined, segmentData: undefined };
      await cache.set('/s.x/fr', page, { route: { kind: 'APP_PAGE', sourceRoute: '/[site]/[locale]/[[...slug]]/page' }, cacheControl: { revalidate: false, expire: undefined } });
      expect(stored).toHaveLength(1);
      expect(toJSON).not.toHaveBeenCalled();
    });
  });
});
