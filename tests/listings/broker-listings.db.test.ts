import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import type { ReactElement } from 'react';
import { createEditor } from '@/lib/auth/editors';
import { setSiteRole } from '@/lib/auth/roles';
import { createSession } from '@/lib/auth/session';
import type { Database } from '@/lib/db/types';
import { insertMunicipalities } from '@/lib/listings/insert';
import { MUNICIPALITIES } from '@/lib/listings/municipalities-data';
import { getListingByUls } from '@/lib/listings/service';
import { openTestDb } from '../helpers/db';
import { statusOf } from '../helpers/page-mocks';
import { insertFixtures } from '../helpers/cms-fixtures';

/**
 * Issue 31: a broker edits only the listings they are listed on. Julie (a broker of the site)
 * creates and edits her own; Marc's listing is refused to her in the API (403) and on the
 * screens (403, and absent from her list); an editor edits both.
 */

const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
const current = vi.hoisted(() => ({ cookie: '' }));
vi.mock('@/lib/db', () => ({ getDb: () => testDb.current }));
vi.mock('@/lib/cms/cached', async (original) => {
  const { findSiteByDomain } = await import('@/lib/cms/sites');
  return { ...(await original<object>()), getRequestSite: async () => findSiteByDomain(await testDb.current!, 'broker.test') };
});
vi.mock('next/headers', async () => (await import('../helpers/page-mocks')).requestHeaders(current));
vi.mock('next/navigation', async (original) => (await import('../helpers/page-mocks')).interruptingNavigation(original));
vi.mock('next-intl/server', async (original) => (await import('../helpers/page-mocks')).keyTranslations(original));

const { POST } = await import('@/app/api/editor/listings/route');
const { PUT } = await import('@/app/api/editor/listings/[uls]/route');
const ListingsPage = (await import('@/app/qa/listings/page')).default;
const EditListingPage = (await import('@/app/qa/listings/[uls]/page')).default;
const PreviewPage = (await import('@/app/qa/listings/[uls]/preview/page')).default;

let db: Database;
const tokens = { julie: '', editor: '' };
const members = { julie: 0, marc: 0 };
const at = (uls: number | string) => ({ params: Promise.resolve({ uls: String(uls) }) });

const listing = (brokerIds: number[], price = 410_000) => ({
  transaction: 'sale', type: 'maison', status: 'active', price, street: '12, rue des Érables', mun_code: '65005',
  postal_code: 'H7N 1A1', lat: 45.57, lng: -73.7, bedrooms: 3, description: { fr: 'Maison', en: 'House' }, broker_ids: brokerIds,
});

function request(path: string, method: string, token: string, body: unknown) {
  return new NextRequest(`http://broker.test${path}`, {
    method,
    headers: { host: 'broker.test', cookie: `qa_session=${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}
const create = async (token: string, body: unknown) => POST(request('/api/editor/listings', 'POST', token, body), { params: Promise.resolve({}) });
const update = async (token: string, uls: number, body: unknown) => PUT(request(`/api/editor/listings/${uls}`, 'PUT', token, body), at(uls));
const ulsOf = async (response: Response) => ((await response.json()) as { uls: number }).uls;

/** The status a page gives the signed-in account (200 when it renders). */
async function pageStatus(page: () => Promise<unknown>, token: string): Promise<number> {
  current.cookie = token;
  return statusOf(page());
}

beforeAll(async () => {
  testDb.current = openTestDb();
  db = await testDb.current;
  await insertFixtures(db);
  await insertMunicipalities(db, MUNICIPALITIES);
  for (const name of ['julie', 'marc'] as const) {
    const rows = await db.query<{ id: number }>(`insert into members (site_id, slug, kind, name) values ('broker', $1, 'broker', $1) returning id`, [name]);
    members[name] = Number(rows[0]!.id);
  }
  const julie = await createEditor(db, { email: 'julie@courtier.ca', name: 'Julie', password: 'un mot de passe assez long' });
  await setSiteRole(db, julie!.id, 'broker', 'broker', members.julie);
  tokens.julie = (await createSession(db, julie!.id)).token;
  const editor = await createEditor(db, { email: 'edith@agence.ca', name: 'Edith', password: 'un mot de passe assez long' });
  await setSiteRole(db, editor!.id, 'broker', 'editor');
  tokens.editor = (await createSession(db, editor!.id)).token;
});
afterAll(() => db.close());

describe('a broker and the listings of others', () => {
  let julies = 0;
  let marcs = 0;

  it('a broker publishes a listing that names them, and no other', async () => {
    const own = await create(tokens.julie, listing([members.julie]));
    expect(own.status).toBe(201);
    julies = await ulsOf(own);
    const countBefore = (await db.query("select count(*)::int as n from listings where source = 'manual'"))[0];
    const forMarc = await create(tokens.julie, listing([members.marc]));
    expect(forMarc.status).toBe(403);
    expect((await db.query("select count(*)::int as n from listings where source = 'manual'"))[0]).toEqual(countBefore);
  });

  it('a broker edits their own listing but not another broker\'s (403, unchanged)', async () => {
    const made = await create(tokens.editor, listing([members.marc], 500_000));
    expect(made.status).toBe(201);
    marcs = await ulsOf(made);
    expect((await update(tokens.julie, julies, listing([members.julie], 399_000))).status).toBe(200);
    expect(await getListingByUls(db, julies)).toMatchObject({ price: 399_000 });

    const refused = await update(tokens.julie, marcs, listing([members.marc, members.julie], 1));
    expect(refused.status).toBe(403);
    expect(await getListingByUls(db, marcs)).toMatchObject({ price: 500_000 });
    // Nor can she take herself off her own listing (she could no longer edit it).
    expect((await update(tokens.julie, julies, listing([members.marc]))).status).toBe(403);
    // A number that is no listing stays a 404 for her.
    expect((await update(tokens.julie, 99_999_999, listing([members.julie]))).status).toBe(404);
    // An editor edits both.
    expect((await update(tokens.editor, marcs, listing([members.marc], 480_000))).status).toBe(200);
    expect((await update(tokens.editor, julies, listing([members.julie], 398_000))).status).toBe(200);
  });

  it('the screens: her list shows her listings only; another\'s edit page and preview answer 403', async () => {
    const page = (uls: number) => () => EditListingPage({ params: Promise.resolve({ uls: String(uls) }), searchParams: Promise.resolve({}) });
    const preview = (uls: number) => () => PreviewPage({ params: Promise.resolve({ uls: String(uls) }), searchParams: Promise.resolve({}) });
    expect(await pageStatus(page(julies), tokens.julie)).toBe(200);
    expect(await pageStatus(page(marcs), tokens.julie)).toBe(403);
    expect(await pageStatus(preview(julies), tokens.julie)).toBe(200);
    expect(await pageStatus(preview(marcs), tokens.julie)).toBe(403);
    expect(await pageStatus(page(marcs), tokens.editor)).toBe(200);

    const rowsFor = async (token: string) => {
      current.cookie = token;
      const main = (await ListingsPage({ searchParams: Promise.resolve({}) })) as ReactElement<{ children: ReactElement<{ rows: { uls: number }[] }> }>;
      return main.props.children.props.rows.map((r) => Number(r.uls)).sort();
    };
    expect(await rowsFor(tokens.julie)).toEqual([julies]);
    expect(await rowsFor(tokens.editor)).toEqual([julies, marcs].sort());
  });
});
