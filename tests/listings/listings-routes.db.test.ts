import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import type { Database } from '@/lib/db/types';
import { insertMunicipalities } from '@/lib/listings/insert';
import { MUNICIPALITIES } from '@/lib/listings/municipalities-data';
import { getListingByUls } from '@/lib/listings/service';
import { openTestDb } from '../helpers/db';
import { signInPlatformAdmin } from '../helpers/editor-session';
import { insertFixtures } from '../helpers/cms-fixtures';

const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
vi.mock('@/lib/db', () => ({ getDb: () => testDb.current }));

const { POST } = await import('@/app/api/editor/listings/route');
const { PUT } = await import('@/app/api/editor/listings/[uls]/route');

let db: Database;
let cookie: string;
const ctx = { params: Promise.resolve({}) };
const at = (uls: string) => ({ params: Promise.resolve({ uls }) });

beforeAll(async () => {
  testDb.current = openTestDb();
  db = await testDb.current;
  await insertFixtures(db);
  await insertMunicipalities(db, MUNICIPALITIES);
  cookie = await signInPlatformAdmin(db);
});
afterAll(() => db.close());

function request(path: string, init: { method: string; body?: unknown; signedIn?: boolean; host?: string }) {
  return new NextRequest(`http://localhost${path}`, {
    method: init.method,
    headers: { host: init.host ?? 'localhost', ...(init.signedIn === false ? {} : { cookie }), 'content-type': 'application/json' },
    body: JSON.stringify(init.body ?? {}),
  });
}

const listing = {
  transaction: 'sale', type: 'maison', status: 'active', price: 410_000, street: '12, rue des Érables', mun_code: '65005',
  postal_code: 'H7N 1A1', lat: 45.57, lng: -73.7, bedrooms: 3, description: { fr: 'Maison', en: 'House' }, contract_start: '2026-01-05', contract_end: '2099-01-04',
};

describe('/api/editor/listings', () => {
  it('refuses a visitor without a session', async () => {
    expect((await POST(request('/api/editor/listings', { method: 'POST', body: listing, signedIn: false }), ctx)).status).toBe(401);
    expect((await PUT(request('/api/editor/listings/1', { method: 'PUT', body: listing, signedIn: false }), at('1'))).status).toBe(401);
  });

  it('publishes a listing of the site, then changes its price', async () => {
    const created = await POST(request('/api/editor/listings', { method: 'POST', body: listing }), ctx);
    expect(created.status).toBe(201);
    const { uls } = (await created.json()) as { uls: number };
    expect(await getListingByUls(db, uls)).toMatchObject({ price: 410_000, municipality: { code: '65005' } });
    const updated = await PUT(request(`/api/editor/listings/${uls}`, { method: 'PUT', body: { ...listing, price: 399_000 } }), at(String(uls)));
    expect(updated.status).toBe(200);
    expect(await getListingByUls(db, uls)).toMatchObject({ price: 399_000 });
    // Another site cannot touch it.
    const other = await PUT(request(`/api/editor/listings/${uls}`, { method: 'PUT', body: listing, host: 'agency.localhost' }), at(String(uls)));
    expect(other.status).toBe(404);
  });

  it('answers 400 naming the field, and 404 for a number that is no listing', async () => {
    const bad = await POST(request('/api/editor/listings', { method: 'POST', body: { ...listing, postal_code: '12345' } }), ctx);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('postal_code');
    expect((await PUT(request('/api/editor/listings/99999999999', { method: 'PUT', body: listing }), at('9999999999'))).status).toBe(404);
    expect((await PUT(request('/api/editor/listings/x', { method: 'PUT', body: listing }), at('x'))).status).toBe(404);
  });
});
