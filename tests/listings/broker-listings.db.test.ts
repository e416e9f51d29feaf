import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Database } from '@/lib/db/types';
import { getListingByUls } from '@/lib/listings/service';
import type { SourceListing } from '@/lib/listings/sources/types';
import { upsertFeedListings } from '@/lib/listings/sources/write';
import { openTestDb } from '../helpers/db';
import { brokerRequest, openBrokerSite, type BrokerSite } from '../helpers/broker-site';
import { statusOf } from '../helpers/page-mocks';

/**
 * Issue 31: a broker edits only the listings they are listed on. Julie (a broker of the site)
 * creates and edits her own; Marc's listing is refused to her in the API (403) and on the
 * screens (403, and absent from her list); an editor edits both.
 */

const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
const current = vi.hoisted(() => ({ cookie: '' }));
vi.mock('@/lib/db', () => ({ getDb: () => testDb.current }));
vi.mock('@/lib/sites/request-site', async (original) => {
  const { findSiteByDomain } = await import('@/lib/sites/sites');
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
let members: BrokerSite['members'];
let tokens: BrokerSite['tokens'];
const at = (uls: number | string) => ({ params: Promise.resolve({ uls: String(uls) }) });

const listing = (brokerIds: number[], price = 410_000) => ({
  transaction: 'sale', type: 'maison', status: 'active', price, street: '12, rue des Érables', mun_code: '65005',
  postal_code: 'H7N 1A1', lat: 45.57, lng: -73.7, bedrooms: 3, description: { fr: 'Maison', en: 'House' }, broker_ids: brokerIds, contract_start: '2026-01-05', contract_end: '2099-01-04',
});

const create = async (token: string, body: unknown) => POST(brokerRequest('/api/editor/listings', 'POST', token, body), { params: Promise.resolve({}) });
const update = async (token: string, uls: number, body: unknown) => PUT(brokerRequest(`/api/editor/listings/${uls}`, 'PUT', token, body), at(uls));
const ulsOf = async (response: Response) => ((await response.json()) as { uls: number }).uls;

/** The status a page gives the signed-in account (200 when it renders). */
async function pageStatus(page: () => Promise<unknown>, token: string): Promise<number> {
  current.cookie = token;
  return statusOf(page());
}

beforeAll(async () => {
  testDb.current = openTestDb();
  db = await testDb.current;
  ({ members, tokens } = await openBrokerSite(db));
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

describe("a feed's listings and the site's brokers", () => {
  const feedListing = (key: string, agentKey: string, price: number): SourceListing => ({
    source_key: key, transaction: 'sale', type: 'maison', status: 'active', price, close_price: null, close_date: null,
    street: `${key}, boulevard Saint-Martin`, postal_code: 'H7N 1A1', mun_code: '65005', lat: 45.57, lng: -73.7, bedrooms: 3, bathrooms: 1,
    area: null, lot_area: null, year_built: null, badge: null, open_house_dates: [], slug: 'maison-laval', listed_at: new Date().toISOString(), contract_start: null, contract_end: null,
    source_modified_at: null, description: { fr: 'Maison' }, broker: { name: 'Julie', title: {}, phone: '', email: '' },
    office: { name: '', address: '', phone: '' }, source_data: { list_agent_key: agentKey },
  });
  let hers = 0;
  let others = 0;

  beforeAll(async () => {
    await db.query("update members set feed_agent_key = 'AG-JULIE' where id = $1", [members.julie]);
    const [feed] = await db.query<{ id: number }>("insert into feeds (site_id, name, kind) values ('broker', 'Centris', 'reso') returning id");
    await upsertFeedListings(db, Number(feed!.id), [feedListing('C-1', 'AG-JULIE', 610_000), feedListing('C-2', 'AG-SOMEONE', 620_000)]);
    const uls = async (key: string) => Number((await db.query<{ uls: number }>('select uls from listings where source_key = $1', [key]))[0]!.uls);
    hers = await uls('C-1');
    others = await uls('C-2');
  });

  const rowsFor = async (token: string) => {
    current.cookie = token;
    const main = (await ListingsPage({ searchParams: Promise.resolve({}) })) as ReactElement<{ children: ReactElement<{ rows: { uls: number; source: string; feed_name: string | null }[] }> }>;
    return main.props.children.props.rows;
  };

  it("a broker's list holds the feed listings whose ListAgentKey is theirs, named by their feed; an editor's all of them", async () => {
    const julie = await rowsFor(tokens.julie);
    expect(julie.find((r) => Number(r.uls) === hers)).toMatchObject({ source: 'reso', feed_name: 'Centris' });
    expect(julie.some((r) => Number(r.uls) === others)).toBe(false);
    const editor = (await rowsFor(tokens.editor)).map((r) => Number(r.uls));
    expect(editor).toEqual(expect.arrayContaining([hers, others]));
  });

  it('its page in the workspace is read-only and says why; another broker\'s feed listing is refused', async () => {
    const page = (uls: number) => () => EditListingPage({ params: Promise.resolve({ uls: String(uls) }), searchParams: Promise.resolve({}) });
    current.cookie = tokens.julie;
    // The page holds the read-only notice first (an async server component: rendered by calling it),
    // then, for an editor of a sold listing, the sale authorisation form (none for a broker).
    const main = (await page(hers)()) as ReactElement<{ children: ReactElement<Record<string, unknown>> | ReactElement<Record<string, unknown>>[] }>;
    const notice = [main.props.children].flat()[0]!;
    const html = renderToStaticMarkup((await (notice.type as (props: unknown) => Promise<ReactElement>)(notice.props)) as ReactElement);
    expect(html).toContain('C-1, boulevard Saint-Martin');
    expect(html).toContain('feed-read-only');
    expect(html).not.toContain('<form');
    expect(await pageStatus(page(others), tokens.julie)).toBe(403);
    expect(await pageStatus(page(others), tokens.editor)).toBe(200);
  });

  it('the API refuses to write a feed listing, whatever the role (409, unchanged)', async () => {
    for (const [token, uls] of [[tokens.julie, hers], [tokens.julie, others], [tokens.editor, hers]] as const) {
      const refused = await update(token, uls, listing([members.julie], 1));
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ error: 'feed_listing', message: 'This listing comes from the feed "Centris": change it at the source' });
    }
    expect(await getListingByUls(db, hers)).toMatchObject({ price: 610_000, street: 'C-1, boulevard Saint-Martin' });
  });
});
