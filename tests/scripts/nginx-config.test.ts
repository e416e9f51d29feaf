import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { gunzipSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain .mjs script helper, no types
import { nginxBinary, startNginx } from '../../scripts/lib/nginx.mjs';

/**
 * Issue 28: deploy/nginx/courtier.conf (what docs/deploying.md shows), run locally by
 * nginx in front of a Node server that answers what it received, so that the proxy's
 * behaviour is checked header by header. The same file in front of the real app is
 * checked by `npm run test:scale`.
 */
interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('latin1') }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Every file under dir (nginx's cache: levels=1:2). */
function cacheFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? cacheFiles(path.join(dir, entry.name)) : entry.isFile() ? [path.join(dir, entry.name)] : [],
  );
}

const hasNginx = nginxBinary() !== null;

describe.skipIf(!hasNginx)('nginx in front of the app (deploy/nginx/courtier.conf)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-conf-'));
  let upstream: Server;
  let nginx: { url: string; stop: () => Promise<void> };
  let renders = 0;

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      renders++;
      if (req.url?.startsWith('/redirect')) {
        // The locale redirect of '/', which depends on the visitor's language: never cached.
        res.writeHead(307, { location: `/fr?n=${renders}`, 'cache-control': 's-maxage=31536000' });
        res.end();
        return;
      }
      const privatePage = req.url?.startsWith('/fr/private');
      // Every /fr page sets the locale cookie (next-intl); a page that sets another is personal.
      res.setHeader('set-cookie', req.url?.startsWith('/fr/cookie') ? ['session=personal; Path=/'] : ['i18n_redirected=fr; Path=/; Max-Age=31536000']);
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': privatePage ? 'private, no-store' : 's-maxage=31536000, stale-while-revalidate',
        'x-app': 'courtier',
      });
      // Long enough to be compressed; says what the app received.
      res.end(`${JSON.stringify({ n: renders, url: req.url, headers: req.headers })}${' '.repeat(2000)}`);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const staticDir = path.join(dir, 'static');
    mkdirSync(path.join(staticDir, 'chunks'), { recursive: true });
    writeFileSync(path.join(staticDir, 'chunks', 'app-0123abcd.js'), `console.log(${'1+'.repeat(1000)}1);`);
    const port = Number(process.env.NGINX_TEST_PORT) || 20000 + Math.floor(Math.random() * 20000);
    nginx = await startNginx({
      dir: path.join(dir, 'nginx'),
      port,
      appServers: [`127.0.0.1:${(upstream.address() as AddressInfo).port}`],
      staticDir,
      workers: 1,
    });
  });
  afterAll(async () => {
    await nginx?.stop();
    await new Promise((resolve) => upstream?.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  const seen = (answer: Answer) => JSON.parse(answer.body.trim()) as { n: number; url: string; headers: IncomingHttpHeaders };

  it('keeps Host (with its port), appends to X-Forwarded-For and says the scheme', async () => {
    const host = `agency.localhost:${new URL(nginx.url).port}`;
    const answer = await get(`${nginx.url}/fr/headers`, { host, 'x-forwarded-for': '203.0.113.9' });
    expect(answer.status).toBe(200);
    expect(answer.headers['x-app']).toBe('courtier');
    const received = seen(answer).headers;
    expect(received.host).toBe(host);
    expect(received['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
    expect(received['x-forwarded-proto']).toBe('http');
  });

  it('serves the build’s static files itself, immutable', async () => {
    const before = renders;
    const answer = await get(`${nginx.url}/_next/static/chunks/app-0123abcd.js`);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(renders).toBe(before);
  });

  it('compresses for clients that accept it, and asks the app for the plain page', async () => {
    const answer = await get(`${nginx.url}/fr/gzip`, { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    const plain = await get(`${nginx.url}/fr/gzip-plain`);
    expect(seen(plain).headers['accept-encoding']).toBeUndefined();
    const js = await get(`${nginx.url}/_next/static/chunks/app-0123abcd.js`, { 'accept-encoding': 'gzip' });
    expect(js.headers['content-encoding']).toBe('gzip');
  });

  it('keeps the compressed page in the cache: compressed once per render, not per request', async () => {
    const first = await get(`${nginx.url}/fr/gzip-cached`, { 'accept-encoding': 'gzip, deflate, br' });
    const second = await get(`${nginx.url}/fr/gzip-cached`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(second.headers['x-cache-status']).toBe('HIT');
    expect(second.headers['content-encoding']).toBe('gzip');
    // The cache holds the compressed copy (gzip's magic bytes after the stored headers), so a
    // hit is served as it is instead of compressing 150 KB of HTML per visitor.
    const stored = cacheFiles(path.join(dir, 'nginx', 'cache'))
      .map((file) => readFileSync(file))
      .find((bytes) => /KEY: [^\n]*\/fr\/gzip-cached\|[^\n]*\|gzip\n/.test(bytes.toString('latin1')));
    expect(stored, 'a cache entry for the compressed copy').toBeDefined();
    const bodyAt = stored!.indexOf('\r\n\r\n') + 4;
    expect([...stored!.subarray(bodyAt, bodyAt + 2)]).toEqual([0x1f, 0x8b]);
    const page = seen({ ...second, body: gunzipSync(Buffer.from(second.body, 'latin1')).toString('utf8') });
    expect(page.n).toBe(seen({ ...first, body: gunzipSync(Buffer.from(first.body, 'latin1')).toString('utf8') }).n);
    // The app is still asked for the plain page; a visitor without gzip gets it plain.
    expect(page.headers['accept-encoding']).toBeUndefined();
    const plain = await get(`${nginx.url}/fr/gzip-cached`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(seen(plain).url).toBe('/fr/gzip-cached');
    const refused = await get(`${nginx.url}/fr/gzip-cached`, { 'accept-encoding': 'gzip;q=0, identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('keeps a public page until the end of its second at most, whatever the app’s s-maxage', async () => {
    const first = await get(`${nginx.url}/fr/micro`);
    const second = await get(`${nginx.url}/fr/micro`);
    expect(first.headers['x-cache-status']).toBe('MISS');
    expect(second.headers['x-cache-status']).toBe('HIT');
    // The locale cookie goes with the cached copy.
    expect(second.headers['set-cookie']?.[0]).toMatch(/^i18n_redirected=fr;/);
    expect(seen(second).n).toBe(seen(first).n);
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    // Expired: the next request gets a fresh copy (or the previous one while it is being fetched).
    await get(`${nginx.url}/fr/micro`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const later = await get(`${nginx.url}/fr/micro`);
    expect(seen(later).n).toBeGreaterThan(seen(first).n);
  });

  it('separates hosts: a second site’s page is not the first one’s', async () => {
    const port = new URL(nginx.url).port;
    await get(`${nginx.url}/fr/site`, { host: `localhost:${port}` });
    const other = await get(`${nginx.url}/fr/site`, { host: `agency.localhost:${port}` });
    expect(seen(other).headers.host).toBe(`agency.localhost:${port}`);
  });

  it('bypasses the cache for editors, /qa, /api, pages the app marks private or that set a cookie, and redirects', async () => {
    for (const [url, headers] of [
      ['/fr/editor', { cookie: 'i18n_redirected=fr; qa_session=abc' }],
      ['/fr/preview', { cookie: '__prerender_bypass=xyz' }],
      ['/qa/pages', {}],
      ['/api/swc/agence/properties', {}],
      ['/fr/private', {}],
      ['/fr/cookie', {}],
    ] as const) {
      const first = await get(`${nginx.url}${url}`, headers);
      const second = await get(`${nginx.url}${url}`, headers);
      expect(seen(second).n, url).toBeGreaterThan(seen(first).n);
      expect(second.headers['x-cache-status'], url).not.toBe('HIT');
    }
    const redirects = [await get(`${nginx.url}/redirect`), await get(`${nginx.url}/redirect`)];
    expect(redirects[1]?.headers.location).not.toBe(redirects[0]?.headers.location);
    // An editor's request does not fill the cache for visitors either.
    await get(`${nginx.url}/fr/editor-first`, { cookie: 'qa_session=abc' });
    expect((await get(`${nginx.url}/fr/editor-first`)).headers['x-cache-status']).toBe('MISS');
  });
});
