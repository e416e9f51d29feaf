import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import type { Database } from '@/lib/db/types';
import { openTestDb } from '../helpers/db';
import { signInPlatformAdmin } from '../helpers/editor-session';
import { insertFixtures } from '../helpers/cms-fixtures';
import { seedFixtureListings } from '../listings/fixtures';
import { BAD_PARAMS, BAD_QUERY_VALUES, BAD_VALUES, MALFORMED_BODIES, RAW_BAD_QUERIES } from './bad-values';
import { dataFingerprint } from './fingerprint';

/**
 * Issue 15's bad-input suite: every route handler receives malformed JSON, wrong types,
 * NUL characters, huge numbers, malformed encoding, unknown parameters, SQL and script
 * strings. Each must answer 4xx (read-only routes: anything but 5xx) and the database must
 * be exactly as before (every table but sessions, whose expiry slides on use).
 */

const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
vi.mock('@/lib/db', () => ({ getDb: () => testDb.current }));
// Outside a Next request: the request's site is the default site, cache invalidation is a no-op.
vi.mock('@/lib/sites/request-site', async (original) => {
  const { findSiteByDomain } = await import('@/lib/sites/sites');
  return { ...(await original<object>()), getRequestSite: async () => findSiteByDomain(await testDb.current!, 'localhost') };
});
vi.mock('@/lib/cache/invalidate', () => ({ invalidateSitePages: () => undefined, invalidateSites: () => undefined }));
vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: false, enable: () => undefined, disable: () => undefined }) }));
process.env.LEADS_RATE_LIMIT_PER_MIN = '100000';
process.env.LEADS_SITE_RATE_LIMIT_PER_MIN = '100000';
delete process.env.RECAPTCHA_SECRET;

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response> | Response;
const route = async (path: string) => (await import(`@/app/api/${path}/route`)) as Record<string, Handler>;

const r = {
  login: await route('auth/login'),
  logout: await route('auth/logout'),
  language: await route('auth/language'),
  pageById: await route('page/[siteId]'),
  pageByDomain: await route('page'),
  pages: await route('editor/pages'),
  page: await route('editor/pages/[id]'),
  draft: await route('editor/pages/[id]/draft'),
  publish: await route('editor/pages/[id]/publish'),
  restore: await route('editor/pages/[id]/restore'),
  duplicate: await route('editor/pages/[id]/duplicate'),
  versions: await route('editor/pages/[id]/versions'),
  pageVariants: await route('editor/pages/[id]/variants'),
  lock: await route('editor/pages/[id]/lock'),
  lockRelease: await route('editor/pages/[id]/lock/release'),
  variant: await route('editor/variants/[id]'),
  variantPublish: await route('editor/variants/[id]/publish'),
  chrome: await route('editor/site/chrome'),
  theme: await route('editor/site/theme'),
  sections: await route('editor/sections'),
  colorScheme: await route('editor/blocks/color-scheme'),
  deleteBlock: await route('editor/blocks/delete'),
  listings: await route('editor/listings'),
  listing: await route('editor/listings/[uls]'),
  locate: await route('editor/blocks/locate'),
  preview: await route('editor/preview'),
  previewExit: await route('editor/preview/exit'),
  handled: await route('leads/[id]/handled'),
  exportCsv: await route('leads/export.csv'),
  contact: await route('swc/[micrositeId]/contact'),
  properties: await route('swc/[micrositeId]/properties'),
  tooltip: await route('swc/[micrositeId]/property/[uls]/tooltip'),
  searchFilters: await route('swc/[micrositeId]/search-filters'),
  municipalities: await route('swc/municipalities'),
};

const MICROSITE = 'julie-tremblay';
const SITE_KEY = 'broker-key';
let db: Database;
let cookie: string;
let homeId: number;
let sent = 0;
let ip = 0;

beforeAll(async () => {
  testDb.current = openTestDb();
  db = await testDb.current;
  homeId = (await insertFixtures(db)).home;
  await db.query(`update sites set microsite_id = $1 where id = 'broker'`, [MICROSITE]);
  await seedFixtureListings(db, 50);
  cookie = await signInPlatformAdmin(db);
});
afterAll(async () => {
  console.log(`[bad-input] ${sent} requests sent to ${Object.keys(r).length} route modules`);
  await db.close();
});

interface Call {
  handler: Handler | undefined;
  method: string;
  path: string;
  params?: Record<string, string>;
  body?: string;
  type?: string;
  headers?: Record<string, string>;
}

async function send(call: Call): Promise<Response> {
  if (!call.handler) throw new Error(`no ${call.method} handler for ${call.path}`);
  ip += 1;
  sent += 1;
  const url = URL.canParse(`http://localhost${call.path}`) ? `http://localhost${call.path}` : 'http://localhost/';
  const request = new NextRequest(url, {
    method: call.method,
    headers: {
      host: 'localhost',
      cookie,
      'x-site-key': SITE_KEY,
      'x-forwarded-for': `198.51.${Math.floor(ip / 250) % 250}.${ip % 250}`,
      ...(call.type ? { 'content-type': call.type } : {}),
      ...call.headers,
    },
    body: call.body,
  });
  return call.handler(request, { params: Promise.resolve(call.params ?? {}) });
}

/** Sends every call; returns those that broke the rule, as readable lines. */
async function violations(calls: Call[], readOnly = false): Promise<string[]> {
  const bad: string[] = [];
  for (const call of calls) {
    const label = `${call.method} ${call.path} ${JSON.stringify(call.params ?? {})} ${(call.body ?? '').slice(0, 80)}`;
    let status: number;
    try {
      status = (await send(call)).status;
    } catch (error) {
      bad.push(`${label} -> threw ${error instanceof Error ? error.message : error}`);
      continue;
    }
    if (status >= 500 || (!readOnly && (status < 400 || status >= 500))) bad.push(`${label} -> ${status}`);
  }
  return bad;
}

/** One call per bad value per field of a base body (nested objects too), plus malformed bodies and an unknown field. */
function bodyCalls(base: Omit<Call, 'body' | 'type'>, body: Record<string, unknown>, textFields: string[] = []): Call[] {
  const calls: Call[] = MALFORMED_BODIES.map((m) => ({ ...base, body: m.body, type: m.type }));
  const json = (value: unknown) => ({ ...base, body: JSON.stringify(value), type: 'application/json' });
  calls.push(json({ ...body, unexpected_field: { sql: "' or 1=1 --" } }));
  const visit = (target: Record<string, unknown>, prefix: string[]) => {
    for (const key of Object.keys(target)) {
      const field = [...prefix, key].join('.');
      for (const bad of BAD_VALUES) {
        if (bad.text && textFields.includes(field)) continue;
        calls.push(json(setPath(body, [...prefix, key], bad.value)));
      }
      const inner = target[key];
      if (inner && typeof inner === 'object' && !Array.isArray(inner)) visit(inner as Record<string, unknown>, [...prefix, key]);
    }
  };
  visit(body, []);
  return calls;
}

function setPath(body: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[path.at(-1)!] = value;
  return copy;
}

async function expectNoWrite(run: () => Promise<string[]>) {
  const before = await dataFingerprint(db);
  const bad = await run();
  expect(bad).toEqual([]);
  expect(await dataFingerprint(db)).toEqual(before);
}

describe('bad input never gets a 5xx and never writes', () => {
  it('editor JSON writes: malformed bodies, wrong types, NUL, huge numbers, SQL and script strings', async () => {
    const blocks = [{ id: 'b1', block_type: 'text_block_1', fields: { main_title: { fr: 'Titre' }, link: { url: { fr: '/fr' } } } }];
    const id = { id: String(homeId) };
    await expectNoWrite(async () => [
      // Each base body is refused on its own (conflicting version, unknown page or block,
      // taken path), so a mutation the schema accepts still writes nothing.
      ...(await violations(bodyCalls({ handler: r.pages.POST, method: 'POST', path: '/api/editor/pages' }, { paths: { fr: '/proprietes' }, title: { fr: 'Titre' } }, ['title.fr']))),
      ...(await violations(bodyCalls({ handler: r.draft.PUT, method: 'PUT', path: '/api/editor/pages/1/draft', params: id }, { content: blocks, title: { fr: 'Titre' }, seo: {}, expectedVersion: 999 }, ['title.fr']))),
      ...(await violations(bodyCalls({ handler: r.publish.POST, method: 'POST', path: '/api/editor/pages/1/publish', params: id }, { expectedVersion: 999 }))),
      ...(await violations(bodyCalls({ handler: r.restore.POST, method: 'POST', path: '/api/editor/pages/1/restore', params: id }, { version: 999 }))),
      ...(await violations(bodyCalls({ handler: r.duplicate.POST, method: 'POST', path: '/api/editor/pages/9/duplicate', params: { id: '999999' } }, { paths: { fr: '/copie' } }, ['paths.fr']))),
      ...(await violations(bodyCalls({ handler: r.pageVariants.POST, method: 'POST', path: '/api/editor/pages/9/variants', params: { id: '999999' } }, { name: 'Printemps', color: 'green' }, ['name']))),
      ...(await violations(bodyCalls({ handler: r.variant.PUT, method: 'PUT', path: '/api/editor/variants/9', params: { id: '999999' } }, { content: blocks }))),
      ...(await violations(bodyCalls({ handler: r.chrome.PUT, method: 'PUT', path: '/api/editor/site/chrome' }, { part: 'header', blocks: [{ id: 'x', block_type: 'no_such_block', fields: {} }] }))),
      ...(await violations(bodyCalls({ handler: r.theme.PUT, method: 'PUT', path: '/api/editor/site/theme' }, { branding_version: 3, theme: { preset: 'blue' } }))),
      ...(await violations(bodyCalls({ handler: r.sections.POST, method: 'POST', path: '/api/editor/sections' }, { pageId: homeId, blocks, expectedVersion: 999 }))),
      ...(await violations(bodyCalls({ handler: r.colorScheme.POST, method: 'POST', path: '/api/editor/blocks/color-scheme' }, { path: '/fr', blockId: 'nope' }))),
      ...(await violations(bodyCalls({ handler: r.deleteBlock.POST, method: 'POST', path: '/api/editor/blocks/delete' }, { path: '/fr', blockId: 'nope' }))),
      // An unknown municipality (base) or listing number: refused whatever else is sent.
      ...(await violations(bodyCalls({ handler: r.listings.POST, method: 'POST', path: '/api/editor/listings' }, { transaction: 'sale', type: 'maison', status: 'active', price: 1, street: '1, rue A', mun_code: '99999', postal_code: 'H2J 2L1', lat: 45.5, lng: -73.6, description: { fr: 'a', en: 'b' }, contract_start: '2026-01-05', contract_end: '2099-01-04', open_houses: [{ date: '2026-06-06', start: '14:00', end: '16:00' }] }, ['street', 'unit', 'description.fr', 'description.en']))),
      ...(await violations(bodyCalls({ handler: r.listing.PUT, method: 'PUT', path: '/api/editor/listings/999999', params: { uls: '999999' } }, { ...{ transaction: 'sale', type: 'maison', status: 'active', price: 1, street: '1, rue A', mun_code: '99999', postal_code: 'H2J 2L1', lat: 45.5, lng: -73.6, description: { fr: 'a', en: 'b' }, contract_start: '2026-01-05', contract_end: '2099-01-04', open_houses: [{ date: '2026-06-06', start: '14:00', end: '16:00' }] }, mun_code: '66023' }, ['street', 'unit', 'description.fr', 'description.en']))),
    ]);
  });

  it('a javascript: link is refused when saved, as a field-named 400', async () => {
    const blocks = [{ id: 'b1', block_type: 'text_block_1', fields: { link: { url: { fr: ' JavaScript:alert(1)' } } } }];
    const response = await send({ handler: r.sections.POST, method: 'POST', path: '/api/editor/sections', type: 'application/json', body: JSON.stringify({ pageId: homeId, blocks, expectedVersion: 1 }) });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/^blocks\.0\.fields\.link\.url\.fr: /);
  });

  it('sign-in, lead intake and the page API', async () => {
    const lead = { form_type: 'contact_form', locale: 'fr', recipient_slug: 'julie', first_name: 'Marie', last_name: 'Gagnon', email: 'marie@example.com', phone: '(514) 555-0199', message: 'Bonjour', consent_transaction: '1' };
    const contact = { handler: r.contact.POST, method: 'POST', path: `/api/swc/${MICROSITE}/contact`, params: { micrositeId: MICROSITE } };
    const formCalls = BAD_VALUES.filter((v) => typeof v.value === 'string').flatMap((bad) =>
      Object.keys(lead).map((key) => ({ ...contact, type: 'application/x-www-form-urlencoded', body: new URLSearchParams({ ...lead, [key]: String(bad.value) }).toString() })),
    );
    await expectNoWrite(async () => [
      ...(await violations(bodyCalls({ handler: r.login.POST, method: 'POST', path: '/api/auth/login' }, { email: 'julie@courtier.ca', password: 'mauvais' }))),
      // No captcha proof: every lead is refused, none stored, whatever its fields.
      ...(await violations(bodyCalls(contact, lead))),
      ...(await violations(formCalls)),
      ...(await violations(BAD_PARAMS.map((micrositeId) => ({ ...contact, params: { micrositeId }, type: 'application/json', body: JSON.stringify(lead) })))),
    ]);
    // Read-only: any answer but a 5xx.
    const pageApi = { handler: r.pageById.POST, method: 'POST', path: '/api/page/broker', params: { siteId: 'broker' } };
    expect(await violations(bodyCalls(pageApi, { path: '/fr', query: { variant: '7' }, production: true, domain_name: 'localhost' }), true)).toEqual([]);
    expect(await violations(bodyCalls({ handler: r.pageByDomain.POST, method: 'POST', path: '/api/page' }, { path: '/fr', domain_name: 'localhost', query: { variant: '99999999999999999999' } }), true)).toEqual([]);
    expect(await violations(BAD_PARAMS.map((siteId) => ({ ...pageApi, params: { siteId }, type: 'application/json', body: '{"path":"/fr"}' })), true)).toEqual([]);
  });

  it('ids in the path that name nothing: NUL, SQL, script, huge, negative, hex', async () => {
    const byId = (handler: Handler | undefined, method: string, path: string, key = 'id') =>
      BAD_PARAMS.map((value) => ({ handler, method, path, params: { [key]: value } }));
    await expectNoWrite(async () => [
      ...(await violations([
        ...byId(r.page.GET, 'GET', '/api/editor/pages/x'),
        ...byId(r.page.DELETE, 'DELETE', '/api/editor/pages/x'),
        ...byId(r.versions.GET, 'GET', '/api/editor/pages/x/versions'),
        ...byId(r.pageVariants.GET, 'GET', '/api/editor/pages/x/variants'),
        ...byId(r.lock.POST, 'POST', '/api/editor/pages/x/lock'),
        ...byId(r.lock.DELETE, 'DELETE', '/api/editor/pages/x/lock'),
        ...byId(r.variant.GET, 'GET', '/api/editor/variants/x'),
        ...byId(r.variant.DELETE, 'DELETE', '/api/editor/variants/x'),
        ...byId(r.variantPublish.POST, 'POST', '/api/editor/variants/x/publish'),
        ...byId(r.handled.POST, 'POST', '/api/leads/x/handled'),
        ...byId(r.properties.GET, 'GET', '/api/swc/x/properties', 'micrositeId'),
        ...byId(r.searchFilters.GET, 'GET', '/api/swc/x/search-filters', 'micrositeId'),
        ...BAD_PARAMS.map((uls) => ({ handler: r.tooltip.GET, method: 'GET', path: '/api/swc/x/property/x/tooltip', params: { micrositeId: MICROSITE, uls } })),
      ])),
    ]);
  });

  it('query strings: bad values, unknown parameters, malformed encoding', async () => {
    const q = (handler: Handler | undefined, path: string, params: Record<string, string> = {}) =>
      (query: string) => ({ handler, method: 'GET', path: `${path}?${query}`, params });
    const properties = q(r.properties.GET, `/api/swc/${MICROSITE}/properties`, { micrositeId: MICROSITE });
    const keys = ['mun', 'mun[]', 'type', 'price_min', 'price_max', 'bedrooms', 'bathrooms', 'forSaleForRent', 'open_house', 'SouthWest_lat', 'order_by', 'page', 'limit', 'status', 'format', 'listingLimit'];
    const valueCalls = keys.flatMap((key) => BAD_QUERY_VALUES.filter((v) => v !== '').map((value) => properties(new URLSearchParams({ format: 'count', [key]: value }).toString())));
    await expectNoWrite(async () => [
      ...(await violations([
        ...valueCalls,
        ...['municipality=66023', 'mun=66023&debug=1', `${encodeURIComponent("1' or '1'='1")}=1`].map(properties),
        ...['x=1', 'format=count'].map(q(r.searchFilters.GET, `/api/swc/${MICROSITE}/search-filters`, { micrositeId: MICROSITE })),
        ...['x=1'].map(q(r.municipalities.GET, '/api/swc/municipalities')),
        ...BAD_QUERY_VALUES.filter((v) => v !== '').map((value) => q(r.locate.GET, '/api/editor/blocks/locate')(new URLSearchParams({ path: `/fr/${value}` }).toString())),
        ...BAD_QUERY_VALUES.map((value) => q(r.locate.GET, '/api/editor/blocks/locate')(new URLSearchParams({ path: value }).toString())),
        ...['from', 'to', 'type'].flatMap((key) => BAD_QUERY_VALUES.filter((v) => v !== '').map((value) => q(r.exportCsv.GET, '/api/leads/export.csv')(new URLSearchParams({ [key]: value }).toString()))),
        ...BAD_QUERY_VALUES.map((value) => q(r.language.GET, '/api/auth/language')(new URLSearchParams({ lang: value }).toString())),
        ...BAD_QUERY_VALUES.map((value) => ({ handler: r.preview.POST, method: 'POST', path: '/api/editor/preview', type: 'application/x-www-form-urlencoded', body: new URLSearchParams({ path: value }).toString() })),
      ])),
    ]);
    // Malformed encoding reaches handlers only through parsers that do not throw; none may 5xx.
    const raw = RAW_BAD_QUERIES.flatMap((query) => [properties(query), q(r.locate.GET, '/api/editor/blocks/locate')(query), q(r.exportCsv.GET, '/api/leads/export.csv')(query)]);
    expect(await violations(raw, true)).toEqual([]);
    // Leaving preview with any path is harmless: a 303 to a safe page, never a 5xx.
    const exits = BAD_QUERY_VALUES.map((value) => ({ handler: r.previewExit.POST, method: 'POST', path: '/api/editor/preview/exit', type: 'application/x-www-form-urlencoded', body: new URLSearchParams({ path: value }).toString() }));
    expect(await violations(exits, true)).toEqual([]);
  });

  it('bodies past the limit are refused with 413 without reading them whole', async () => {
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024).fill(32);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength;
        if (pulled > 20 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    sent += 1;
    const request = new NextRequest('http://localhost/api/editor/sections', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: endless,
      // Node's fetch needs duplex for a streamed body; Next's RequestInit type does not list it.
      ...({ duplex: 'half' } as object),
    });
    const response = await r.sections.POST!(request, { params: Promise.resolve({}) });
    expect(response.status).toBe(413);
    // The sections limit is 1 MB: reading stopped there, not at 20 MB.
    expect(pulled).toBeLessThan(2 * 1024 * 1024);
  });
});
