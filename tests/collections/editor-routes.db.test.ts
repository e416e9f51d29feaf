import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { expiredTags } from '@/lib/cache/invalidate';
import type { Database } from '@/lib/db/types';
import { insertFixtures } from '../helpers/cms-fixtures';
import { openTestDb } from '../helpers/db';
import { signInPlatformAdmin } from '../helpers/editor-session';

/**
 * Issue 12: the editor API of /qa/offices and /qa/partners. What an editor does there reaches
 * the database (create, edit, reorder, delete); bad input is a 4xx naming the field and
 * writes nothing.
 */
const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
vi.mock('@/lib/db', () => ({ getDb: () => testDb.current }));
// Outside a Next server revalidateTag has no cache to expire: the tags are recorded instead.
const revalidated = expiredTags;

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
const route = async (path: string) => (await import(`@/app/api/editor/${path}/route`)) as Record<string, Handler>;
const offices = await route('offices');
const office = await route('offices/[id]');
const officesOrder = await route('offices/reorder');
const partners = await route('partners');
const banks = await route('bank-partners');
const bank = await route('bank-partners/[id]');
const categories = await route('blog-categories');
const category = await route('blog-categories/[id]');

let db: Database;
let cookie: string;
beforeAll(async () => {
  testDb.current = openTestDb();
  db = await testDb.current;
  await insertFixtures(db);
  cookie = await signInPlatformAdmin(db);
});
afterAll(() => db.close());

function call(handler: Handler, method: string, body?: unknown, id?: number) {
  const request = new NextRequest('http://localhost:3000/api/editor/x', {
    method,
    headers: { host: 'localhost:3000', origin: 'http://localhost:3000', cookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const params: Record<string, string> = id === undefined ? {} : { id: String(id) };
  return handler(request, { params: Promise.resolve(params) });
}

const count = async (table: string) => (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n ?? -1;

const laval = {
  slug: 'laval',
  name: { fr: 'Bureau de Laval', en: 'Laval office' },
  address_street: { fr: '3030, boulevard Le Carrefour' },
  address_city: { fr: 'Laval' },
  postal_code: 'h7t 2p5',
  phone_display: '450 555-0144',
  phone_international: '+14505550144',
  email: 'laval@example.com',
  latitude: 45.5707,
  longitude: -73.7509,
  opening_hours: [{ days: ['Monday', 'Tuesday'], opens: '09:00', closes: '17:00' }],
};

describe('offices editor API', () => {
  let id: number;
  it('creates an office with its hours and its lead recipient; the postal code is normalised', async () => {
    const response = await call(offices.POST!, 'POST', laval);
    expect(response.status).toBe(201);
    id = ((await response.json()) as { id: number }).id;
    const rows = await db.query<{ postal_code: string; opening_hours: unknown }>('select postal_code, opening_hours from offices where id = $1', [id]);
    expect(rows[0]?.postal_code).toBe('H7T 2P5');
    expect(rows[0]?.opening_hours).toEqual(laval.opening_hours);
    const recipients = await db.query("select 1 from lead_recipients where type = 'office' and slug = 'laval'");
    expect(recipients).toHaveLength(1);
    // Pages showing offices render the change.
    expect(revalidated).toContain('site:broker:offices');
  });

  it('refuses a bad postal code, closing before opening and a taken slug, writing nothing', async () => {
    const before = await count('offices');
    const badPostal = await call(offices.POST!, 'POST', { ...laval, slug: 'laval-2', postal_code: '12345' });
    expect(badPostal.status).toBe(400);
    expect(((await badPostal.json()) as { message: string }).message).toMatch(/^postal_code:/);
    const badHours = await call(offices.POST!, 'POST', { ...laval, slug: 'laval-3', opening_hours: [{ days: ['Monday'], opens: '17:00', closes: '09:00' }] });
    expect(((await badHours.json()) as { message: string }).message).toMatch(/^opening_hours\.0\.closes:/);
    const taken = await call(offices.POST!, 'POST', laval);
    expect(taken.status).toBe(409);
    expect(await count('offices')).toBe(before);
  });

  it('edits, reorders and deletes; an unknown id is a 404', async () => {
    const edited = await call(office.PUT!, 'PUT', { ...laval, name: { fr: 'Bureau de Laval-Centre' } }, id);
    expect(edited.status).toBe(200);
    const name = await db.query<{ name: { fr: string } }>('select name from offices where id = $1', [id]);
    expect(name[0]?.name.fr).toBe('Bureau de Laval-Centre');
    const ids = (await db.query<{ id: number }>("select id::int as id from offices where site_id = 'broker' order by position")).map((r) => r.id);
    const reversed = [...ids].reverse();
    expect((await call(officesOrder.POST!, 'POST', { ids: reversed })).status).toBe(200);
    const after = (await db.query<{ id: number }>("select id::int as id from offices where site_id = 'broker' order by position")).map((r) => r.id);
    expect(after).toEqual(reversed);
    // An order that leaves one office out (stale list) is refused.
    expect((await call(officesOrder.POST!, 'POST', { ids: reversed.slice(0, -1).concat(999_999) })).status).toBe(422);
    expect((await call(office.DELETE!, 'DELETE', undefined, id)).status).toBe(204);
    expect((await call(office.DELETE!, 'DELETE', undefined, id)).status).toBe(404);
    expect(await db.query("select 1 from lead_recipients where type = 'office' and slug = 'laval'")).toHaveLength(0);
  });
});

describe('partners editor API', () => {
  it('creates a partner with tags and list items; a link that is not https/tel/mailto/path is refused', async () => {
    const partner = {
      title: { fr: 'Inspection Boréale', en: 'Boreal Inspection' },
      subtitle: { fr: 'Inspection préachat' },
      tags: [{ name: { fr: 'Inspection', en: 'Inspection' }, bg_color_primary: '#0a6e5c' }],
      list_items: [{ description: { fr: '514 555-0190' }, url: 'tel:+15145550190' }],
    };
    const created = await call(partners.POST!, 'POST', partner);
    expect(created.status).toBe(201);
    const bad = await call(partners.POST!, 'POST', { ...partner, list_items: [{ description: { fr: 'x' }, url: 'ftp://example.com' }] });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/^list_items\.0\.url:/);
    const missingTitle = await call(partners.POST!, 'POST', { ...partner, title: {} });
    expect(((await missingTitle.json()) as { message: string }).message).toMatch(/^title:/);
  });

  it('creates, edits and deletes a bank partner with its employees', async () => {
    const input = { name: 'Caisse Desjardins de Laval', employees: [{ person_name: 'Sophie Lavoie', person_subtitle: { fr: 'Conseillère hypothécaire' } }] };
    const created = await call(banks.POST!, 'POST', input);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const edited = await call(bank.PUT!, 'PUT', { ...input, employees: [] }, id);
    expect(edited.status).toBe(200);
    const rows = await db.query<{ employees: unknown[] }>('select employees from bank_partners where id = $1', [id]);
    expect(rows[0]?.employees).toEqual([]);
    expect((await call(bank.PUT!, 'PUT', { ...input, name: '' }, id)).status).toBe(400);
    expect((await call(bank.DELETE!, 'DELETE', undefined, id)).status).toBe(204);
  });
});

describe('blog categories editor API', () => {
  it('creates and renames a category; both labels are required', async () => {
    const created = await call(categories.POST!, 'POST', { label: { fr: 'Quartiers', en: 'Neighbourhoods' } });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect((await call(category.PUT!, 'PUT', { label: { fr: 'Nos quartiers', en: 'Our neighbourhoods' } }, id)).status).toBe(200);
    const rows = await db.query<{ label: { fr: string } }>('select label from blog_categories where id = $1', [id]);
    expect(rows[0]?.label.fr).toBe('Nos quartiers');
    const missing = await call(categories.POST!, 'POST', { label: { fr: 'Seulement en français' } });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toMatch(/^label:/);
  });

  it('refuses to delete a category an article uses (409), deletes an unused one', async () => {
    const used = ((await (await call(categories.POST!, 'POST', { label: { fr: 'Acheter', en: 'Buying' } })).json()) as { id: number }).id;
    const unused = ((await (await call(categories.POST!, 'POST', { label: { fr: 'Vide', en: 'Empty' } })).json()) as { id: number }).id;
    await db.query('insert into article_categories (article_id, category_id) values (42, $1)', [used]);
    const refused = await call(category.DELETE!, 'DELETE', undefined, used);
    expect(refused.status).toBe(409);
    expect(await db.query('select 1 from blog_categories where id = $1', [used])).toHaveLength(1);
    expect((await call(category.DELETE!, 'DELETE', undefined, unused)).status).toBe(204);
  });
});
