import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import type { Database } from '@/lib/db/types';
import { proxy } from '@/proxy';
import { openTestDb } from '../helpers/db';
import { signInPlatformAdmin } from '../helpers/editor-session';

/**
 * Issue 15: security headers on a public page, /qa and an API answer (the proxy and the
 * handlers), forged cross-site writes replayed with a valid editor cookie (403), the
 * request-line refusals and the preview's method and Location.
 */

const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
vi.mock('@/lib/db', () => ({ getDb: () => testDb.current }));
vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: false, enable: () => undefined, disable: () => undefined }) }));

const { POST: handled } = await import('@/app/api/leads/[id]/handled/route');
const { GET: exportCsv } = await import('@/app/api/leads/export.csv/route');
const previewRoute: Record<string, unknown> = await import('@/app/api/editor/preview/route');
const { POST: previewExit } = await import('@/app/api/editor/preview/exit/route');

let db: Database;
let cookie: string;
let leadId: number;

beforeAll(async () => {
  testDb.current = openTestDb();
  db = await testDb.current;
  await db.query(`insert into sites (id, key, name, is_default) values ('broker', 'broker-key', 'Julie', true)`);
  cookie = await signInPlatformAdmin(db);
  const rows = await db.query<{ id: number }>(
    `insert into leads (site_id, form_type, locale, full_name, first_name, last_name, email, payload, consent)
     values ('broker', 'contact_form', 'fr', 'Marie Gagnon', 'Marie', 'Gagnon', 'marie@example.com', '{}', '{}') returning id`,
  );
  leadId = Number(rows[0]!.id);
});
afterAll(() => db.close());

const at = (path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
  new NextRequest(`http://localhost:3000${path}`, { method: init.method ?? 'GET', headers: { host: 'localhost:3000', ...init.headers }, body: init.body });

describe('security headers', () => {
  it('a public page: CSP without frame embedding by other sites, nosniff, referrer policy, no HSTS over http', async () => {
    const response = await proxy(at('/fr', { headers: { 'x-forwarded-proto': 'http' } }));
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toMatch(/script-src 'self'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('HSTS when the request arrived over https', async () => {
    const response = await proxy(at('/fr', { headers: { 'x-forwarded-proto': 'https' } }));
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
  });

  it('/qa: nonce CSP that forbids framing, and X-Frame-Options DENY; the nonce reaches the render and changes per request', async () => {
    const first = await proxy(at('/qa/login'));
    const second = await proxy(at('/qa/login'));
    const csp = first.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/);
    expect(csp).not.toContain("'unsafe-inline' https:");
    expect(first.headers.get('x-frame-options')).toBe('DENY');
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers.get('content-security-policy')).not.toContain(nonce!);
    // NextResponse.next({request: {headers}}) forwards request headers as x-middleware-request-*.
    expect(first.headers.get('x-middleware-request-x-nonce')).toBe(nonce);
  });

  it('an editor API answer: private, no-store, nosniff, nothing to frame', async () => {
    const viaProxy = await proxy(at('/api/editor/pages', { headers: { cookie } }));
    expect(viaProxy.headers.get('cache-control')).toBe('private, no-store');
    expect(viaProxy.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    const csv = await exportCsv(at('/api/leads/export.csv', { headers: { cookie } }), { params: Promise.resolve({}) } as never);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('x-content-type-options')).toBe('nosniff');
    expect(csv.headers.get('cache-control')).toBe('private, no-store');
  });

  it("drops next-intl's Link header when a long path would make it huge", async () => {
    const long = await proxy(at(`/fr/${'a'.repeat(8000)}`));
    expect(long.headers.get('link')).toBeNull();
    // x-middleware-* are Next's internal instructions (the rewrite target repeats the path);
    // the server strips them before answering, so only the others reach the visitor.
    const sent = [...long.headers].filter(([name]) => !name.startsWith('x-middleware-'));
    const total = sent.reduce((sum, [name, value]) => sum + name.length + value.length, 0);
    expect(total).toBeLessThan(4096);
  });
});

describe('request line', () => {
  it('answers 400 for paths that do not decode, 404 for a NUL path, 400 for a NUL query parameter', async () => {
    expect((await proxy(at('/fr/%zz'))).status).toBe(400);
    expect((await proxy(at('/api/swc/%zz/search-filters'))).status).toBe(400);
    expect((await proxy(at('/fr/a%00b'))).status).toBe(404);
    expect((await proxy(at('/api/page/%00', { method: 'POST' }))).status).toBe(404);
    const query = await proxy(at('/api/editor/blocks/locate?path=%2Ffr%00', { headers: { cookie } }));
    expect(query.status).toBe(400);
    expect(await query.json()).toMatchObject({ param: 'path' });
  });
});

describe('CSRF', () => {
  const page = { origin: 'http://evil.example', accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' };
  let evil: typeof page & { cookie: string };
  beforeAll(() => {
    evil = { ...page, cookie };
  });

  it('replays a cross-origin "mark handled" with a valid cookie: 403 from the proxy and from the handler, lead untouched', async () => {
    expect((await proxy(at(`/api/leads/${leadId}/handled`, { method: 'POST', headers: evil }))).status).toBe(403);
    const direct = await handled(at(`/api/leads/${leadId}/handled`, { method: 'POST', headers: evil }), { params: Promise.resolve({ id: String(leadId) }) });
    expect(direct.status).toBe(403);
    const sameSiteSibling = await handled(
      at(`/api/leads/${leadId}/handled`, { method: 'POST', headers: { ...evil, origin: 'http://agency.localhost:3000' } }),
      { params: Promise.resolve({ id: String(leadId) }) },
    );
    expect(sameSiteSibling.status).toBe(403);
    const fetchMetadata = await handled(
      at(`/api/leads/${leadId}/handled`, { method: 'POST', headers: { cookie, 'sec-fetch-site': 'cross-site' } }),
      { params: Promise.resolve({ id: String(leadId) }) },
    );
    expect(fetchMetadata.status).toBe(403);
    const rows = await db.query<{ handled_at: unknown }>('select handled_at from leads where id = $1', [leadId]);
    expect(rows[0]?.handled_at ?? null).toBeNull();
  });

  it('lets the same write through from the site itself (303 back to the lead)', async () => {
    const response = await handled(
      at(`/api/leads/${leadId}/handled`, { method: 'POST', headers: { ...evil, origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' } }),
      { params: Promise.resolve({ id: String(leadId) }) },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/qa/leads/${leadId}`);
  });

  it('refuses forged sign-in, sign-out and preview exit from another origin, even without a cookie', async () => {
    const form = { origin: 'http://evil.example', 'content-type': 'application/x-www-form-urlencoded' };
    expect((await proxy(at('/api/auth/login', { method: 'POST', headers: form, body: 'email=a%40b.c&password=x' }))).status).toBe(403);
    expect((await proxy(at('/api/auth/logout', { method: 'POST', headers: form }))).status).toBe(403);
    expect((await proxy(at('/api/editor/preview/exit', { method: 'POST', headers: form }))).status).toBe(403);
    expect((await proxy(at('/api/editor/preview', { method: 'POST', headers: { ...form, cookie } }))).status).toBe(403);
  });

  it('keeps the public lead and page APIs open to other front ends (they use the site key, not the cookie)', async () => {
    const headers = { origin: 'https://julie-tremblay.example', 'content-type': 'application/json' };
    expect((await proxy(at('/api/swc/julie-tremblay/contact', { method: 'POST', headers }))).status).toBe(200);
    expect((await proxy(at('/api/page/broker', { method: 'POST', headers }))).status).toBe(200);
  });
});

describe('draft preview', () => {
  it('has no GET (a cross-site link cannot turn draft mode on) and redirects with a relative Location', async () => {
    expect(previewRoute.GET).toBeUndefined();
    const post = previewRoute.POST as (request: NextRequest, context: unknown) => Promise<Response>;
    const response = await post(
      at('/api/editor/preview', { method: 'POST', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, body: 'path=%2Ffr%2Fa-propos%3Fvariant%3D7' }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/fr/a-propos?variant=7');
    const exit = await previewExit(at('/api/editor/preview/exit', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'path=%2Fen%2Fabout' }));
    expect(exit.headers.get('location')).toBe('/en/about');
  });
});
