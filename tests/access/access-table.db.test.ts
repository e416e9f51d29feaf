import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { navGroupsFor, WORKSPACE_NAV } from '@/builder/shell/nav-items';
import { createEditor, type Editor } from '@/lib/auth/editors';
import { setSiteRole, type Role } from '@/lib/auth/roles';
import { createSession } from '@/lib/auth/session';
import { createPage } from '@/lib/cms/page-writes';
import type { Database } from '@/lib/db/types';
import { insertFixtures } from '../helpers/cms-fixtures';
import { openTestDb } from '../helpers/db';
import { statusOf } from '../helpers/page-mocks';

/**
 * Issue 29: who may open which /qa page and call which editor API, on their own site and on
 * another one. The whole table lives here, one row per route with the least role it needs
 * and why; every row is walked for every role, through the real handlers and pages against a
 * real database, on the site's own host (broker.test) and on another site's (agency.localhost).
 *
 *   role:   platform admin > site admin > editor > broker > none (an account with no role here)
 *   own:    allowed -> the row's status; refused -> 403 (API) / forbidden() (page)
 *   other:  only the platform admin has a role on the agency site; ids of the broker site
 *           are unknown there (404); everyone else gets 403.
 */

const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
// What next/headers gives a page: the cookie and host of the current test request.
const current = vi.hoisted(() => ({ cookie: '', host: 'broker.test' }));
vi.mock('@/lib/db', () => ({ getDb: () => testDb.current }));
vi.mock('@/lib/sites/request-site', async (original) => {
  const { findSiteByDomain } = await import('@/lib/sites/sites');
  return { ...(await original<object>()), getRequestSite: async () => findSiteByDomain(await testDb.current!, current.host) };
});
vi.mock('next/headers', async () => (await import('../helpers/page-mocks')).requestHeaders(current));
// A page's interruptions, turned into the status the browser would get.
vi.mock('next/navigation', async (original) => (await import('../helpers/page-mocks')).interruptingNavigation(original));
vi.mock('next-intl/server', async (original) => (await import('../helpers/page-mocks')).keyTranslations(original));
vi.mock('@/lib/leads/outbox-job', () => ({ kickOutboxWorker: () => undefined }));

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type PageFn = (props: { params: Promise<Record<string, string>>; searchParams: Promise<Record<string, string>> }) => Promise<unknown>;

const ROLES = ['platform_admin', 'site_admin', 'editor', 'broker', 'none'] as const;
type Who = (typeof ROLES)[number];
const RANK: Record<Who, number> = { none: 0, broker: 1, editor: 2, site_admin: 3, platform_admin: 4 };

const OWN = 'broker.test';
const OTHER = 'agency.localhost';

let db: Database;
const cookies = {} as Record<Who, string>;
const accounts = {} as Record<Who, Editor>;
const ids = {
  home: 0,
  agencyHome: 0,
  julie: 0,
  marc: 0,
  agencyMember: 0,
  leadJulie: 0,
  leadMarc: 0,
  leadAgency: 0,
  office: 0,
  partner: 0,
  bank: 0,
  category: 0,
};

async function insertLead(siteId: string, recipientSlug: string | null): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `insert into leads (site_id, form_type, locale, recipient_type, recipient_slug, full_name, first_name, last_name, email, payload, consent)
     values ($1, 'contact_form', 'fr', $2, $3, 'Marie Gagnon', 'Marie', 'Gagnon', 'marie@example.com', '{}', '{}') returning id`,
    [siteId, recipientSlug ? 'broker' : null, recipientSlug],
  );
  return Number(rows[0]!.id);
}

async function insertMember(siteId: string, slug: string): Promise<number> {
  const rows = await db.query<{ id: number }>(`insert into members (site_id, slug, kind, name) values ($1, $2, 'broker', $2) returning id`, [siteId, slug]);
  return Number(rows[0]!.id);
}

async function one(sql: string, params: unknown[] = []): Promise<number> {
  return Number((await db.query<{ id: number }>(sql, params))[0]!.id);
}

beforeAll(async () => {
  testDb.current = openTestDb();
  db = await testDb.current;
  ids.home = (await insertFixtures(db)).home;
  ids.agencyHome = await one(`select page_id as id from page_paths where site_id = 'agency' limit 1`);
  ids.julie = await insertMember('broker', 'julie');
  ids.marc = await insertMember('broker', 'marc');
  ids.agencyMember = await insertMember('agency', 'paul');
  ids.leadJulie = await insertLead('broker', 'julie');
  ids.leadMarc = await insertLead('broker', 'marc');
  ids.leadAgency = await insertLead('agency', null);
  ids.office = await one(`insert into offices (site_id, slug, name, latitude, longitude) values ('broker', 'centre', '{"fr":"Centre"}', 45.5, -73.6) returning id`);
  ids.partner = await one(`insert into partners (site_id, title) values ('broker', '{"fr":"Notaire"}') returning id`);
  ids.bank = await one(`insert into bank_partners (site_id, name) values ('broker', 'Banque') returning id`);
  ids.category = await one(`insert into blog_categories (site_id, label) values ('broker', '{"fr":"Conseils"}') returning id`);
  for (const who of ROLES) {
    const account = await createEditor(db, { email: `${who}@example.com`, name: who, password: 'un mot de passe assez long', platformAdmin: who === 'platform_admin' });
    accounts[who] = account!;
    if (who === 'site_admin' || who === 'editor') await setSiteRole(db, account!.id, 'broker', who);
    if (who === 'broker') await setSiteRole(db, account!.id, 'broker', 'broker', ids.julie);
    cookies[who] = (await createSession(db, account!.id)).token;
  }
});
afterAll(() => db.close());

const api = async (path: string) => (await import(`@/app/api/${path}/route`)) as Record<string, Handler>;

async function call(
  handler: Handler,
  init: { method: string; path: string; host: string; token?: string; params?: Record<string, string>; body?: unknown },
): Promise<Response> {
  const headers: Record<string, string> = { host: init.host };
  if (init.token) headers.cookie = `qa_session=${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const request = new NextRequest(`http://${init.host}${init.path}`, {
    method: init.method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return handler(request, { params: Promise.resolve(init.params ?? {}) });
}

interface ApiRow {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route folder under app/api. */
  route: string;
  /** Least role that may call it. */
  min: Role;
  /** Status for a role that may (own site). */
  ok: number;
  /** Status for the platform admin on the other site (default: `ok`). */
  other?: number;
  /** Path parameters; a function when the call needs a fresh target (deletes). */
  params?: () => Promise<Record<string, string>> | Record<string, string>;
  body?: unknown;
  why: string;
}

/** A fresh target for each destructive call, so each role's call finds something to delete. */
const fresh = {
  page: async () => ({ id: String(await createPage(db, { siteId: 'broker', paths: { fr: `/p-${Math.random().toString(36).slice(2)}` }, title: { fr: 'T' }, content: [] })) }),
  member: async () => ({ id: String(await insertMember('broker', `m-${Math.random().toString(36).slice(2)}`)) }),
  variant: async () => ({
    id: String(await one(`insert into variants (id, site_id, page_id, name, color, content) select coalesce(max(id), 100) + 1, 'broker', $1, 'V', 'green', '[]' from variants returning id`, [ids.home])),
  }),
  office: async () => ({
    id: String(await one(`insert into offices (site_id, slug, name, latitude, longitude) values ('broker', $1, '{"fr":"B"}', 45, -73) returning id`, [`o-${Math.random().toString(36).slice(2)}`])),
  }),
  partner: async () => ({ id: String(await one(`insert into partners (site_id) values ('broker') returning id`)) }),
  bank: async () => ({ id: String(await one(`insert into bank_partners (site_id, name) values ('broker', 'B') returning id`)) }),
  category: async () => ({ id: String(await one(`insert into blog_categories (site_id, label) values ('broker', '{"fr":"C"}') returning id`)) }),
  person: async () => {
    const person = await createEditor(db, { email: `p-${Math.random().toString(36).slice(2)}@example.com`, name: 'P', password: 'un mot de passe assez long' });
    await setSiteRole(db, person!.id, 'broker', 'editor');
    return { id: String(person!.id) };
  },
  article: async () => ({
    id: String(await one(`insert into articles (site_id, slug, title, excerpt, main_content) values ('broker', $1, '{"fr":"A"}', '{}', '{}') returning id`, [JSON.stringify({ fr: `a-${Math.random().toString(36).slice(2)}` })])),
  }),
};
const id = (key: keyof typeof ids) => () => ({ id: String(ids[key]) });

// Bodies: `{}` where a valid body is long to build: the guard answers before validation, so
// an allowed role gets the validation's 400 and a refused one the guard's 403.
const API: ApiRow[] = [
  { method: 'GET', route: 'editor/pages', min: 'editor', ok: 200, why: 'the pages list is editors\' work; a broker cannot open it' },
  { method: 'POST', route: 'editor/pages', min: 'editor', ok: 400, body: {}, why: 'creating a page: editor' },
  { method: 'GET', route: 'editor/pages/[id]', min: 'editor', ok: 200, other: 404, params: id('home'), why: 'a page of this site; its id names nothing on another site' },
  { method: 'DELETE', route: 'editor/pages/[id]', min: 'editor', ok: 204, other: 404, params: fresh.page, why: 'deleting a page: editor' },
  { method: 'PUT', route: 'editor/pages/[id]/draft', min: 'editor', ok: 400, other: 400, params: id('home'), body: {}, why: 'saving a draft: editor' },
  { method: 'POST', route: 'editor/pages/[id]/publish', min: 'editor', ok: 422, other: 404, params: id('home'), body: {}, why: 'publishing: editor (a broker cannot unpublish the home page); the fixture\'s blocks are incomplete: 422' },
  { method: 'POST', route: 'editor/pages/[id]/restore', min: 'editor', ok: 400, other: 400, params: id('home'), body: {}, why: 'restoring a version: editor' },
  { method: 'POST', route: 'editor/pages/[id]/duplicate', min: 'editor', ok: 201, other: 404, params: id('home'), body: {}, why: 'duplicating: editor' },
  { method: 'GET', route: 'editor/pages/[id]/versions', min: 'editor', ok: 200, other: 404, params: id('home'), why: 'a page\'s history: editor' },
  { method: 'GET', route: 'editor/pages/[id]/versions/compare', min: 'editor', ok: 400, other: 404, params: id('home'), why: 'two versions of a page compared: editor (no from/to: 400; refusals: tests/editor/compare-versions-route.db.test.ts)' },
  { method: 'GET', route: 'editor/pages/[id]/variants', min: 'editor', ok: 200, other: 404, params: id('home'), why: 'a page\'s variants: editor' },
  { method: 'POST', route: 'editor/pages/[id]/variants', min: 'editor', ok: 400, other: 400, params: id('home'), body: {}, why: 'adding a variant: editor' },
  { method: 'POST', route: 'editor/pages/[id]/lock', min: 'editor', ok: 200, other: 404, params: id('home'), why: 'editing presence: editor' },
  { method: 'DELETE', route: 'editor/pages/[id]/lock', min: 'editor', ok: 204, other: 204, params: id('home'), why: 'leaving a page: editor (only one\'s own presence)' },
  { method: 'POST', route: 'editor/pages/[id]/lock/release', min: 'editor', ok: 204, other: 204, params: id('home'), why: 'leaving a page (beacon): editor' },
  { method: 'GET', route: 'editor/variants/[id]', min: 'editor', ok: 200, other: 404, params: () => ({ id: '7' }), why: 'a variant of this site' },
  { method: 'PUT', route: 'editor/variants/[id]', min: 'editor', ok: 400, other: 400, params: () => ({ id: '7' }), body: {}, why: 'editing a variant: editor' },
  { method: 'DELETE', route: 'editor/variants/[id]', min: 'editor', ok: 204, other: 404, params: fresh.variant, why: 'deleting a variant: editor' },
  { method: 'POST', route: 'editor/variants/[id]/publish', min: 'editor', ok: 422, other: 404, params: () => ({ id: '7' }), body: {}, why: 'publishing a variant: editor; its fixture block is incomplete: 422' },
  { method: 'POST', route: 'editor/articles', min: 'editor', ok: 400, body: {}, why: 'writing an article: editor' },
  { method: 'PUT', route: 'editor/articles/[id]', min: 'editor', ok: 400, other: 400, params: () => ({ id: '42' }), body: {}, why: 'editing an article: editor' },
  { method: 'DELETE', route: 'editor/articles/[id]', min: 'editor', ok: 204, other: 404, params: fresh.article, why: 'deleting an article: editor' },
  { method: 'PUT', route: 'editor/articles/[id]/content', min: 'editor', ok: 400, other: 400, params: () => ({ id: '42' }), body: {}, why: 'an article\'s blocks: editor' },
  { method: 'GET', route: 'editor/articles/[id]/versions', min: 'editor', ok: 200, other: 404, params: () => ({ id: '42' }), why: 'an article\'s history: editor' },
  { method: 'GET', route: 'editor/articles/[id]/versions/compare', min: 'editor', ok: 400, other: 404, params: () => ({ id: '42' }), why: 'two versions of an article compared: editor (no from/to: 400)' },
  { method: 'POST', route: 'editor/offices', min: 'editor', ok: 400, body: {}, why: 'collections are editors\' work' },
  { method: 'PUT', route: 'editor/offices/[id]', min: 'editor', ok: 400, other: 400, params: id('office'), body: {}, why: 'editing an office: editor' },
  { method: 'DELETE', route: 'editor/offices/[id]', min: 'editor', ok: 204, other: 404, params: fresh.office, why: 'deleting an office: editor' },
  { method: 'POST', route: 'editor/offices/reorder', min: 'editor', ok: 400, body: {}, why: 'ordering offices: editor' },
  { method: 'POST', route: 'editor/partners', min: 'editor', ok: 400, body: {}, why: 'partners: editor' },
  { method: 'PUT', route: 'editor/partners/[id]', min: 'editor', ok: 400, other: 400, params: id('partner'), body: {}, why: 'editing a partner: editor' },
  { method: 'DELETE', route: 'editor/partners/[id]', min: 'editor', ok: 204, other: 404, params: fresh.partner, why: 'deleting a partner: editor' },
  { method: 'POST', route: 'editor/partners/reorder', min: 'editor', ok: 400, body: {}, why: 'ordering partners: editor' },
  { method: 'POST', route: 'editor/bank-partners', min: 'editor', ok: 400, body: {}, why: 'bank partners: editor' },
  { method: 'PUT', route: 'editor/bank-partners/[id]', min: 'editor', ok: 400, other: 400, params: id('bank'), body: {}, why: 'editing a bank partner: editor' },
  { method: 'DELETE', route: 'editor/bank-partners/[id]', min: 'editor', ok: 204, other: 404, params: fresh.bank, why: 'deleting a bank partner: editor' },
  { method: 'POST', route: 'editor/bank-partners/reorder', min: 'editor', ok: 400, body: {}, why: 'ordering bank partners: editor' },
  { method: 'POST', route: 'editor/blog-categories', min: 'editor', ok: 400, body: {}, why: 'blog categories: editor' },
  { method: 'PUT', route: 'editor/blog-categories/[id]', min: 'editor', ok: 400, other: 400, params: id('category'), body: {}, why: 'editing a category: editor' },
  { method: 'DELETE', route: 'editor/blog-categories/[id]', min: 'editor', ok: 204, other: 404, params: fresh.category, why: 'deleting a category: editor' },
  { method: 'POST', route: 'editor/blog-categories/reorder', min: 'editor', ok: 400, body: {}, why: 'ordering categories: editor' },
  { method: 'POST', route: 'editor/members', min: 'editor', ok: 400, body: {}, why: 'adding a member: editor (a broker only keeps their own profile)' },
  { method: 'PUT', route: 'editor/members/[id]', min: 'broker', ok: 400, other: 400, params: id('julie'), body: {}, why: 'a broker edits their own member (julie)' },
  { method: 'DELETE', route: 'editor/members/[id]', min: 'editor', ok: 204, other: 404, params: fresh.member, why: 'removing a member: editor' },
  { method: 'POST', route: 'editor/members/reorder', min: 'editor', ok: 400, body: {}, why: 'ordering members: editor' },
  { method: 'POST', route: 'editor/members/photo', min: 'broker', ok: 400, body: {}, why: 'a broker uploads their own photo (the photo is only linked by saving their member)' },
  { method: 'POST', route: 'editor/sections', min: 'editor', ok: 400, body: {}, why: 'the sections editor: editor' },
  { method: 'POST', route: 'editor/blocks/color-scheme', min: 'editor', ok: 400, body: {}, why: 'edit mode on a public page: editor' },
  { method: 'POST', route: 'editor/blocks/delete', min: 'editor', ok: 400, body: {}, why: 'edit mode on a public page: editor' },
  { method: 'GET', route: 'editor/blocks/locate', min: 'editor', ok: 400, why: 'edit mode on a public page: editor' },
  { method: 'GET', route: 'editor/edit-mode', min: 'editor', ok: 200, why: 'edit mode on a public page: editor' },
  { method: 'POST', route: 'editor/preview', min: 'editor', ok: 400, body: {}, why: 'draft preview shows unpublished content: whoever edits pages (editor; a broker where the site reviews brokers, below)' },
  { method: 'PUT', route: 'editor/site/chrome', min: 'site_admin', ok: 400, body: {}, why: 'header and footer are the site admin\'s' },
  { method: 'PUT', route: 'editor/site/theme', min: 'site_admin', ok: 400, body: {}, why: 'theme and general settings are the site admin\'s' },
  { method: 'PUT', route: 'editor/site/advertising', min: 'site_admin', ok: 400, body: {}, why: 'what every advertisement of the site carries (agency, executive officer): the site admin\'s' },
  { method: 'GET', route: 'leads/export.csv', min: 'broker', ok: 200, why: 'a broker exports their own leads (scoped, tested below)' },
  { method: 'GET', route: 'editor/alerts/export', min: 'broker', ok: 200, why: 'a broker exports the saved searches of their own pages (scoped)' },
  { method: 'GET', route: 'accounts', min: 'site_admin', ok: 200, why: 'people and roles of the site: site admin' },
  { method: 'POST', route: 'accounts', min: 'site_admin', ok: 400, body: {}, why: 'inviting: site admin' },
  { method: 'PUT', route: 'accounts/[id]', min: 'site_admin', ok: 400, other: 404, params: fresh.person, body: {}, why: 'changing a role: site admin (the person is unknown on another site)' },
  { method: 'DELETE', route: 'accounts/[id]', min: 'site_admin', ok: 204, other: 404, params: fresh.person, why: 'removing someone from the site: site admin' },
  { method: 'GET', route: 'sites', min: 'platform_admin', ok: 200, why: 'every site of the platform: platform admin only' },
  { method: 'POST', route: 'sites', min: 'platform_admin', ok: 400, body: {}, why: 'creating a site: platform admin only' },
  { method: 'POST', route: 'sites/[id]', min: 'platform_admin', ok: 400, params: () => ({ id: 'broker' }), body: {}, why: 'key, maintenance, delete of a site: platform admin only' },
  { method: 'GET', route: 'sites/[id]/export', min: 'site_admin', ok: 200, other: 200, params: () => ({ id: 'broker' }), why: 'downloading the whole site: its site admin (another site\'s id: 404), or a platform admin any site' },
  { method: 'POST', route: 'sites/import', min: 'platform_admin', ok: 400, body: {}, why: 'importing an archive as a new site: platform admin only' },
  { method: 'POST', route: 'leads/[id]/handled', min: 'broker', ok: 200, other: 404, params: id('leadJulie'), why: 'a broker marks a lead addressed to them handled' },
  { method: 'GET', route: 'editor/media', min: 'broker', ok: 200, why: 'the media library: broker (the photos of their listings)' },
  { method: 'PUT', route: 'editor/media/[id]', min: 'editor', ok: 404, params: () => ({ id: 'no-such-file' }), body: {}, why: 'replacing a file: editor; an unknown id is a 404' },
  { method: 'PATCH', route: 'editor/media/[id]', min: 'editor', ok: 404, params: () => ({ id: 'no-such-file' }), body: {}, why: 'describing a file: editor' },
  { method: 'DELETE', route: 'editor/media/[id]', min: 'editor', ok: 404, params: () => ({ id: 'no-such-file' }), why: 'deleting a file: editor' },
  { method: 'POST', route: 'editor/articles/[id]', min: 'editor', ok: 400, other: 400, params: () => ({ id: '42' }), body: {}, why: 'publishing or unpublishing an article: editor' },
  { method: 'POST', route: 'editor/articles/[id]/versions', min: 'editor', ok: 400, other: 400, params: () => ({ id: '42' }), body: {}, why: 'restoring an article version: editor' },
  { method: 'PUT', route: 'editor/site/script-tags', min: 'site_admin', ok: 400, body: {}, why: 'script tags and their consent categories are the site admin\'s' },
  { method: 'PUT', route: 'editor/site/retention', min: 'site_admin', ok: 400, body: {}, why: 'how long leads and delivery logs are kept: the site admin\'s' },
  { method: 'POST', route: 'editor/erasure/[id]', min: 'site_admin', ok: 422, other: 422, params: () => ({ id: '999999' }), body: {}, why: 'deciding a visitor\'s erasure request: site admin (no decision: 422; another site\'s item: tests/my-data/erasure.test.ts)' },
  { method: 'PUT', route: 'editor/site/privacy-officer', min: 'site_admin', ok: 400, body: {}, why: 'naming the person in charge of personal information is the site admin\'s' },
  { method: 'PUT', route: 'editor/site/maintenance', min: 'site_admin', ok: 400, body: {}, why: 'taking the site offline is the site admin\'s' },
  { method: 'POST', route: 'accounts/[id]', min: 'site_admin', ok: 400, other: 404, params: fresh.person, body: {}, why: 'the form post of a role change: site admin' },
  { method: 'POST', route: 'editor/media', min: 'broker', ok: 415, body: {}, why: 'uploading to the library: broker (their listings\' photos; a JSON body is no image or PDF: 415)' },
  { method: 'GET', route: 'editor/media/[id]', min: 'editor', ok: 404, params: () => ({ id: 'no-such-file' }), why: 'a file of the library: editor; an unknown id is a 404' },
  { method: 'DELETE', route: 'editor/media/unused', min: 'editor', ok: 200, why: 'clearing unused files: editor' },
  { method: 'POST', route: 'editor/listings', min: 'broker', ok: 400, body: {}, why: 'creating a listing by hand: broker (naming themselves: tests/listings/broker-listings.db.test.ts)' },
  { method: 'PUT', route: 'editor/listings/[uls]', min: 'broker', ok: 400, params: () => ({ uls: '99999999' }), body: {}, why: 'editing a listing: broker, their own only (403 on another\'s; 409 on a feed\'s, every role: broker-listings.db.test.ts)' },
  { method: 'GET', route: 'editor/listings/[uls]/versions', min: 'broker', ok: 404, params: () => ({ uls: '99999999' }), why: 'a listing\'s saved versions: broker, their own only (403 on another\'s, 404 on another site\'s: tests/listings/listing-versions.db.test.ts)' },
  { method: 'GET', route: 'editor/listings/[uls]/versions/compare', min: 'broker', ok: 404, params: () => ({ uls: '99999999' }), why: 'two versions of a listing compared: broker, their own only (refusals: tests/listings/listing-versions.db.test.ts)' },
  { method: 'POST', route: 'editor/listings/[uls]/versions/[version]/restore', min: 'broker', ok: 404, params: () => ({ uls: '99999999', version: '1' }), why: 'a listing\'s version restored through the listing\'s save: broker, their own only (403 on another\'s, 404 on another site\'s, 202 where reviewed: tests/listings/listing-restore.db.test.ts)' },
  { method: 'PUT', route: 'editor/listings/[uls]/sale-authorisation', min: 'broker', ok: 400, params: () => ({ uls: '99999999' }), body: {}, why: 'recording what the parties of a sale authorised (advertising it, its price): broker, their own listings only (tests/compliance/sold-authorisation-route.db.test.ts), a feed\'s listing included' },
  { method: 'GET', route: 'editor/compliance/export', min: 'site_admin', ok: 200, why: 'the advertising rules\' report as CSV: site admin (every site for a platform admin)' },
  { method: 'GET', route: 'editor/review', min: 'site_admin', ok: 200, why: 'the review queue: site admins (and the executive officer named in the advertising settings: below); a broker or an editor: 403' },
  { method: 'POST', route: 'editor/review/[id]', min: 'site_admin', ok: 400, other: 400, params: () => ({ id: '99999' }), body: {}, why: 'approving or sending back a submission: site admins (and the executive officer); a broker never, even their own (tests/review/review-service.db.test.ts)' },
  { method: 'POST', route: 'editor/review/[id]/withdraw', min: 'broker', ok: 404, other: 404, params: () => ({ id: '99999' }), why: 'an author withdraws their own submission (anyone else: 403 in the service test); no such submission: 404' },
  { method: 'PUT', route: 'editor/site/review', min: 'site_admin', ok: 400, body: {}, why: 'whose publishing waits for approval: the site admin\'s' },
  { method: 'GET', route: 'editor/pages/[id]/review', min: 'editor', ok: 200, other: 404, params: id('home'), why: 'a page\'s approval history (read-only: the record has no write route): whoever edits pages' },
  { method: 'GET', route: 'editor/articles/[id]/review', min: 'editor', ok: 200, other: 404, params: fresh.article, why: 'an article\'s approval history (read-only): editor' },
  { method: 'GET', route: 'editor/feeds', min: 'site_admin', ok: 200, why: 'listing feeds are site settings: site admin' },
  { method: 'POST', route: 'editor/feeds', min: 'site_admin', ok: 400, body: {}, why: 'adding a feed (with its secret): site admin' },
  { method: 'POST', route: 'editor/feeds/[id]/run', min: 'site_admin', ok: 404, params: () => ({ id: '99999' }), why: 'running a feed now: site admin; an unknown feed is a 404' },
  { method: 'POST', route: 'editor/schedules', min: 'broker', ok: 400, body: {}, why: 'scheduling a publication or withdrawal: broker at the door; the service asks the role that may publish the item now (pages and articles: editor; listings: their own, tests/schedules/scheduled-publishing.db.test.ts)' },
  { method: 'PATCH', route: 'editor/schedules/[id]', min: 'broker', ok: 400, other: 400, params: () => ({ id: '99999' }), body: {}, why: 'moving a schedule: as scheduling' },
  { method: 'DELETE', route: 'editor/schedules/[id]', min: 'broker', ok: 404, other: 404, params: () => ({ id: '99999' }), why: 'cancelling a schedule: as scheduling; an unknown schedule is a 404' },
];

interface PageRow {
  path: string;
  module: string;
  min: Role | 'signed-in';
  params?: Record<string, string>;
  /** The address's query beside ?lang=fr. */
  query?: Record<string, string>;
  /** Status for a role that may, on its own site (default 200). */
  ok?: number;
  /** Status of the platform admin on the other site (default 200). */
  other?: number;
  why: string;
}

const PAGES: PageRow[] = [
  { path: '/qa', module: 'app/qa/page', min: 'editor', why: 'the pages list: a broker cannot open it' },
  { path: '/qa/pages/{home}/edit', module: 'app/qa/pages/[id]/edit/page', min: 'editor', params: { id: 'home' }, other: 404, why: 'the page editor' },
  { path: '/qa/pages/{home}/variants/7/edit', module: 'app/qa/pages/[id]/variants/[variantId]/edit/page', min: 'editor', params: { id: 'home', variantId: '7' }, other: 404, why: 'a variant editor' },
  { path: '/qa/sections', module: 'app/qa/sections/page', min: 'editor', why: 'the sections editor' },
  { path: '/qa/articles', module: 'app/qa/articles/page', min: 'editor', why: 'the blog' },
  { path: '/qa/articles/new', module: 'app/qa/articles/new/page', min: 'editor', why: 'a new article' },
  { path: '/qa/articles/42', module: 'app/qa/articles/[id]/page', min: 'editor', params: { id: '42' }, other: 404, why: 'an article of this site' },
  { path: '/qa/pages/{home}/versions/preview', module: 'app/qa/pages/[id]/versions/preview/page', min: 'editor', params: { id: 'home' }, query: { from: '1', to: 'draft' }, other: 404, why: 'two versions of a page side by side: whoever compares them (editor; a reviewed broker and the executive officer: tests/review/version-preview.test.ts)' },
  { path: '/qa/articles/42/versions/preview', module: 'app/qa/articles/[id]/versions/preview/page', min: 'editor', params: { id: '42' }, query: { from: 'live', to: 'draft' }, other: 404, why: 'two versions of an article side by side: editor (and whoever decides its submission)' },
  { path: '/qa/articles/42/content', module: 'app/qa/articles/[id]/content/page', min: 'editor', params: { id: '42' }, other: 404, why: 'an article\'s blocks' },
  { path: '/qa/offices', module: 'app/qa/offices/page', min: 'editor', why: 'collections: editor' },
  { path: '/qa/partners', module: 'app/qa/partners/page', min: 'editor', why: 'collections: editor' },
  { path: '/qa/machines', module: 'app/qa/machines/page', min: 'platform_admin', why: 'every machine of the project, live: platform admin only, as the menu says' },
  { path: '/qa/members', module: 'app/qa/members/page', min: 'broker', why: 'a broker keeps their own profile here (only theirs is listed)' },
  { path: '/qa/leads', module: 'app/qa/leads/page', min: 'broker', why: 'a broker sees the leads addressed to them' },
  { path: '/qa/alerts', module: 'app/qa/alerts/page', min: 'broker', why: 'a broker sees the saved searches of their own pages' },
  { path: '/qa/leads/{leadJulie}', module: 'app/qa/leads/[id]/page', min: 'broker', params: { id: 'leadJulie' }, other: 404, why: 'a lead addressed to the broker' },
  { path: '/qa/general-settings', module: 'app/qa/general-settings/page', min: 'site_admin', why: 'theme and settings: site admin' },
  { path: '/qa/parametres-generaux', module: 'app/qa/parametres-generaux/page', min: 'site_admin', why: 'the French route of the settings' },
  { path: '/qa/activity', module: 'app/qa/activity/page', min: 'site_admin', why: 'who changed what on the site: site admin' },
  { path: '/qa/review', module: 'app/qa/review/page', min: 'site_admin', why: 'the review queue: site admins (the executive officer too: below)' },
  { path: '/qa/erasure', module: 'app/qa/erasure/page', min: 'site_admin', why: 'visitors\' erasure requests: the site admin answers for them' },
  { path: '/qa/compliance', module: 'app/qa/compliance/page', min: 'site_admin', why: 'the advertising rules\' report: site admin (the executive officer\'s supervision); a platform admin sees every site' },
  { path: '/qa/emails', module: 'app/qa/emails/page', min: 'site_admin', why: 'the e-mails the site sends, previewed: site admin (an editor or a broker: 403)' },
  { path: '/qa/sites', module: 'app/qa/sites/page', min: 'platform_admin', why: 'sites of the platform: platform admin only' },
  { path: '/qa/accounts', module: 'app/qa/accounts/page', min: 'site_admin', why: 'people and roles: site admin' },
  { path: '/qa/account', module: 'app/qa/account/page', min: 'signed-in', why: 'one\'s own account, whatever the role here' },
  { path: '/qa/site/header-footer', module: 'app/qa/site/header-footer/page', min: 'site_admin', why: 'header and footer: site admin' },
  { path: '/qa/media', module: 'app/qa/media/page', min: 'editor', why: 'the media library: editor' },
  { path: '/qa/listings', module: 'app/qa/listings/page', min: 'broker', why: 'hand-managed listings: broker (their own listed)' },
  { path: '/qa/listings/new', module: 'app/qa/listings/new/page', min: 'broker', why: 'a new listing: broker' },
  { path: '/qa/feeds', module: 'app/qa/feeds/page', min: 'site_admin', why: 'listing feeds: site admin' },
  { path: '/qa/listings/{uls}', module: 'app/qa/listings/[uls]/page', min: 'broker', params: { uls: '99999999' }, ok: 404, other: 404, why: 'a listing of this site: broker, their own only (this number is no listing: 404)' },
  { path: '/qa/listings/{uls}/preview', module: 'app/qa/listings/[uls]/preview/page', min: 'broker', params: { uls: '99999999' }, ok: 404, other: 404, why: 'a listing\'s preview: broker, their own only (no such listing: 404)' },
  { path: '/qa/listings/{uls}/versions/preview', module: 'app/qa/listings/[uls]/versions/preview/page', min: 'broker', params: { uls: '99999999' }, ok: 404, other: 404, why: 'two versions of a listing side by side: broker, their own only, and whoever decides submissions (no such listing: 404; tests/listings/listing-versions-screens.db.test.tsx)' },
];

/**
 * Routes left out of the tables above, each with the reason; every other route file must
 * have a row, so a new screen or endpoint cannot arrive without its access rule.
 */
const NOT_IN_TABLE: Record<string, string> = {
  'app/qa/[...unknown]/page': 'an unknown /qa path: 404 for everyone (tests/auth)',
  'app/qa/login/page': 'the sign-in form is public by design',
  'app/qa/login/forgot/page': 'asking for a reset link is public by design',
  'app/qa/login/invitation/[token]/page': 'the invitation link is its own proof (tests/access/accounts.db.test.ts)',
  'app/qa/login/reset/[token]/page': 'the reset link is its own proof (tests/access/accounts.db.test.ts)',
  'app/api/account': "one's own account, whatever the role (tests/access/accounts.db.test.ts)",
  'app/api/account/password': "one's own password (tests/access/accounts.db.test.ts)",
  'app/api/account/sessions/[id]': "one's own sessions (tests/access/accounts.db.test.ts)",
  'app/api/editor/preview/exit': 'leaving draft preview only clears its cookie: 303 for anyone',
  'app/api/members/photo/[id]': 'public: member photos are shown on public pages (tested below)',
  'app/api/alerts/unsubscribe': 'public: RFC 8058 one-click unsubscribe, the signed link is its own proof (tests/alerts/lifecycle.db.test.ts)',
  'app/api/swc/[micrositeId]/saved-searches': 'public form post: site key, captcha and rate limits like /contact (tests/alerts/lifecycle.db.test.ts)',
  'app/api/swc/[micrositeId]/consent': 'public post of the consent banner: site key and rate limits like /contact (tests/consent/consent-route.test.ts)',
};

const allowed = (who: Who, min: Role) => who !== 'none' && RANK[who] >= RANK[min];

function expectedApi(row: ApiRow, who: Who, host: string): number {
  if (host === OWN) return allowed(who, row.min) ? row.ok : 403;
  return who === 'platform_admin' ? (row.other ?? row.ok) : 403;
}

describe('access table: /api/editor, /api/leads, /api/members × role × own/other site', () => {
  for (const row of API) {
    it(`${row.method} /api/${row.route} (${row.min}: ${row.why})`, async () => {
      const handler = (await api(row.route))[row.method];
      expect(handler, `${row.method} handler`).toBeTypeOf('function');
      const got: string[] = [];
      const want: string[] = [];
      for (const host of [OWN, OTHER]) {
        for (const who of ROLES) {
          const params = row.params ? await row.params() : {};
          const path = `/api/${row.route.replace(/\[(\w+)\]/g, (_, k: string) => params[k] ?? k)}`;
          const response = await call(handler!, { method: row.method, path, host, token: cookies[who], params, body: row.body });
          got.push(`${host} ${who} ${response.status}`);
          want.push(`${host} ${who} ${expectedApi(row, who, host)}`);
          if (response.status === 403) {
            const body = (await response.json()) as { error: string; message: string };
            expect(body.error).toBe('forbidden');
            expect(body.message.length).toBeGreaterThan(10);
          }
        }
      }
      expect(got).toEqual(want);
    });
  }

  it('GET /api/members/photo/{id} is public: member photos are shown on public pages', async () => {
    const { GET } = await api('members/photo/[id]');
    const response = await call(GET!, { method: 'GET', path: '/api/members/photo/999', host: OWN, params: { id: '999' } });
    expect(response.status).toBe(404);
  });
});

async function renderPage(row: PageRow, who: Who | 'anonymous', host: string): Promise<number> {
  const page = ((await import(`@/${row.module}`)) as { default: PageFn }).default;
  current.cookie = who === 'anonymous' ? '' : cookies[who];
  current.host = host;
  const params = Object.fromEntries(Object.entries(row.params ?? {}).map(([k, v]) => [k, v in ids ? String(ids[v as keyof typeof ids]) : v]));
  return statusOf(page({ params: Promise.resolve(params), searchParams: Promise.resolve({ ...row.query, lang: 'fr' }) }));
}

describe('access table: /qa pages × role × own/other site', () => {
  for (const row of PAGES) {
    it(`${row.path} (${row.min}: ${row.why})`, async () => {
      const got: string[] = [];
      const want: string[] = [];
      got.push(`anonymous ${await renderPage(row, 'anonymous', OWN)}`);
      want.push('anonymous 307');
      for (const host of [OWN, OTHER]) {
        for (const who of ROLES) {
          got.push(`${host} ${who} ${await renderPage(row, who, host)}`);
          const ok = row.min === 'signed-in' || (host === OWN ? allowed(who, row.min) : who === 'platform_admin');
          want.push(`${host} ${who} ${ok ? (host === OWN ? (row.ok ?? 200) : (row.other ?? 200)) : 403}`);
        }
      }
      expect(got).toEqual(want);
    });
  }
});

describe('the tables cover every workspace page and editor route', () => {
  it('each menu entry is shown to exactly the roles its page lets in', () => {
    const pageMin = new Map(PAGES.map((row) => [row.path, row.min]));
    const disagree = WORKSPACE_NAV.filter((item) => item.key !== 'account')
      .map((item) => ({ path: item.href('en'), menu: item.minRole, guard: pageMin.get(item.href('en')) }))
      .filter((entry) => entry.menu !== entry.guard);
    expect(disagree).toEqual([]);
    const shownTo = ROLES.filter((who) => who !== 'none' && navGroupsFor(who).some((group) => group.items.some((item) => item.key === 'machines')));
    expect(shownTo).toEqual(['platform_admin']);
  });

  const routeFiles = (dir: string, name: string): string[] =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith(name))
      .map((file) => `${dir}/${file.slice(0, -('/'.length + name.length + 0))}`.replace(/\/$/, ''));

  it('every /qa page has a row or a stated reason', () => {
    const inTable = new Set(PAGES.map((row) => row.module));
    const pages = readdirSync('app/qa', { recursive: true, encoding: 'utf8' })
      .filter((file) => file === 'page.tsx' || file.endsWith('/page.tsx'))
      .map((file) => `app/qa/${file}`.replace(/\.tsx$/, '').replace('app/qa/page', 'app/qa/page'));
    expect(pages.filter((page) => !inTable.has(page) && !(page in NOT_IN_TABLE))).toEqual([]);
  });

  it('every method of every /api/editor, /api/leads, /api/accounts, /api/sites, /api/account and /api/members route has a row or a stated reason', async () => {
    const rows = new Set(API.map((row) => `${row.method} ${row.route}`));
    const missing: string[] = [];
    for (const base of ['editor', 'leads', 'accounts', 'sites', 'account', 'members']) {
      for (const folder of routeFiles(`app/api/${base}`, 'route.ts')) {
        const route = folder.replace(/^app\/api\//, '');
        if (`app/api/${route}` in NOT_IN_TABLE) continue;
        const handlers = await api(route);
        for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
          if (typeof handlers[method] === 'function' && !rows.has(`${method} ${route}`)) missing.push(`${method} /api/${route}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('the usual ways around the guard', () => {
  it('a revoked session (logged out) and an expired one are signed out: 401', async () => {
    const { GET } = await api('editor/pages');
    const account = accounts.editor;
    const revoked = (await createSession(db, account.id)).token;
    await db.query('delete from editor_sessions where editor_id = $1 and created_at = (select max(created_at) from editor_sessions where editor_id = $1)', [account.id]);
    const expired = (await createSession(db, account.id)).token;
    await db.query(`update editor_sessions set expires_at = now() - interval '1 second' where editor_id = $1 and expires_at > now() + interval '13 days' and created_at = (select max(created_at) from editor_sessions where editor_id = $1)`, [account.id]);
    for (const token of [revoked, expired, 'A'.repeat(43)]) {
      expect((await call(GET!, { method: 'GET', path: '/api/editor/pages', host: OWN, token })).status).toBe(401);
    }
  });

  it("another site's id in the path is unknown (404), even to the platform admin on this host", async () => {
    const page = await api('editor/pages/[id]');
    expect((await call(page.GET!, { method: 'GET', path: '/api/editor/pages/x', host: OWN, token: cookies.editor, params: { id: String(ids.agencyHome) } })).status).toBe(404);
    const handled = await api('leads/[id]/handled');
    const lead = await call(handled.POST!, { method: 'POST', path: '/api/leads/x/handled', host: OWN, token: cookies.platform_admin, params: { id: String(ids.leadAgency) } });
    expect(lead.status).toBe(404);
    const member = await api('editor/members/[id]');
    const put = await call(member.PUT!, { method: 'PUT', path: '/api/editor/members/x', host: OWN, token: cookies.editor, params: { id: String(ids.agencyMember) }, body: memberBody('paul') });
    expect(put.status).toBe(404);
    expect(await db.query(`select name from members where id = $1`, [ids.agencyMember])).toEqual([{ name: 'paul' }]);
  });

  it("another site's id in the body does not reach it: sections of an agency page from the broker host are a 404", async () => {
    const { POST } = await api('editor/sections');
    const response = await call(POST!, { method: 'POST', path: '/api/editor/sections', host: OWN, token: cookies.editor, body: { pageId: ids.agencyHome, blocks: [], expectedVersion: 1 } });
    expect(response.status).toBe(404);
  });

  it('another host: an editor of the broker site is refused on the agency host, whatever the path says', async () => {
    const { GET } = await api('editor/pages');
    const response = await call(GET!, { method: 'GET', path: '/api/editor/pages', host: OTHER, token: cookies.editor });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { message: string }).message).toMatch(/no role on this site/);
  });

  it('a broker edits their own member, not a colleague (403), and the colleague is unchanged', async () => {
    const member = await api('editor/members/[id]');
    const own = await call(member.PUT!, { method: 'PUT', path: `/api/editor/members/${ids.julie}`, host: OWN, token: cookies.broker, params: { id: String(ids.julie) }, body: memberBody('julie', 'Julie Tremblay') });
    expect(own.status).toBe(200);
    const colleague = await call(member.PUT!, { method: 'PUT', path: `/api/editor/members/${ids.marc}`, host: OWN, token: cookies.broker, params: { id: String(ids.marc) }, body: memberBody('marc', 'Pirate') });
    expect(colleague.status).toBe(403);
    expect(((await colleague.json()) as { message: string }).message).toMatch(/own member profile/);
    expect(await db.query(`select name from members where id = $1`, [ids.marc])).toEqual([{ name: 'marc' }]);
  });

  it("a broker's CSV and mark-handled cover only the leads addressed to their member", async () => {
    const { GET } = await api('leads/export.csv');
    const brokerCsv = await (await call(GET!, { method: 'GET', path: '/api/leads/export.csv', host: OWN, token: cookies.broker })).text();
    const editorCsv = await (await call(GET!, { method: 'GET', path: '/api/leads/export.csv', host: OWN, token: cookies.editor })).text();
    expect(brokerCsv.trim().split('\n')).toHaveLength(2);
    expect(editorCsv.trim().split('\n')).toHaveLength(3);
    const handled = await api('leads/[id]/handled');
    const marc = await call(handled.POST!, { method: 'POST', path: '/api/leads/x/handled', host: OWN, token: cookies.broker, params: { id: String(ids.leadMarc) } });
    expect(marc.status).toBe(404);
  });

  it('every successful write is in the activity log with who and which site; refused ones are not', async () => {
    const rows = await db.query<{ editor_name: string; site_id: string; entity: string; action: string }>(
      `select editor_name, site_id, entity, action from activity where entity = 'members' and entity_id = $1`,
      [String(ids.julie)],
    );
    expect(rows).toContainEqual({ editor_name: 'broker', site_id: 'broker', entity: 'members', action: 'update' });
    const refused = await db.query(`select 1 from activity where entity = 'members' and entity_id = $1`, [String(ids.marc)]);
    expect(refused).toEqual([]);
  });
});

describe('supervised publishing: what review opens and what it never opens', () => {
  const setReview = (brokers: boolean) => db.query(`update sites set metadata = metadata || jsonb_build_object('review', jsonb_build_object('brokers', $1::boolean, 'editors', false)) where id = 'broker'`, [brokers]);
  const brokerCall = async (route: string, method: 'GET' | 'POST', params: Record<string, string> = {}, body?: unknown) => {
    const handler = (await api(route))[method]!;
    return call(handler, { method, path: `/api/${route}`, host: OWN, token: cookies.broker, params, body });
  };

  it('a broker edits and submits pages only where the site reviews brokers; their publish is then a submission, never a publish', async () => {
    expect((await brokerCall('editor/pages/[id]', 'GET', { id: String(ids.home) })).status).toBe(403);
    await setReview(true);
    try {
      expect((await brokerCall('editor/pages/[id]', 'GET', { id: String(ids.home) })).status).toBe(200);
      const publish = await brokerCall('editor/pages/[id]/publish', 'POST', { id: String(ids.home) }, {});
      // The fixture's blocks are incomplete: refused like a publish, and nothing submitted.
      expect(publish.status).toBe(422);
      expect(((await publish.json()) as { message: string }).message).toMatch(/nothing was submitted/);
      // Creating or deleting pages stays editors' work.
      expect((await brokerCall('editor/pages', 'POST', {}, {})).status).toBe(403);
      expect(await renderPage({ path: '/qa', module: 'app/qa/page', min: 'broker', why: '' }, 'broker', OWN)).toBe(200);
      expect(await renderPage({ path: '/qa/review', module: 'app/qa/review/page', min: 'site_admin', why: '' }, 'broker', OWN)).toBe(403);
      expect((await brokerCall('editor/review', 'GET')).status).toBe(403);
    } finally {
      await setReview(false);
    }
  });

  it('the executive officer named in the advertising settings opens the queue, whatever their role', async () => {
    await db.query(`update sites set advertising = coalesce(advertising, '{}'::jsonb) || jsonb_build_object('executive_officer_id', $1::int) where id = 'broker'`, [ids.julie]);
    try {
      expect((await brokerCall('editor/review', 'GET')).status).toBe(200);
      expect(await renderPage({ path: '/qa/review', module: 'app/qa/review/page', min: 'broker', why: '' }, 'broker', OWN)).toBe(200);
    } finally {
      await db.query(`update sites set advertising = advertising - 'executive_officer_id' where id = 'broker'`);
    }
  });
});

function memberBody(slug: string, name = slug) {
  return { slug, kind: 'broker', name };
}
