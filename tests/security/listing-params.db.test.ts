import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import type { Database } from '@/lib/db/types';
import { isCalendarDay } from '@/lib/leads/inbox-filters';
import { inspectInput, isUnsafeUrl } from '@/lib/http/inspect-input';
import { openTestDb } from '../helpers/db';
import { seedFixtureListings } from '../listings/fixtures';

const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
vi.mock('@/lib/db', () => ({ getDb: () => testDb.current }));
const { GET: properties } = await import('@/app/api/swc/[micrositeId]/properties/route');

let db: Database;
/** The municipality with the most active listings of the fixtures. */
let laval: string;
beforeAll(async () => {
  testDb.current = openTestDb();
  db = await testDb.current;
  await seedFixtureListings(db, 300);
  const codes = await db.query<{ mun_code: string }>(`select mun_code from listings where status = 'active' group by mun_code order by count(*) desc limit 1`);
  laval = codes[0]!.mun_code;
  await db.query(`insert into sites (id, key, name, microsite_id) values ('s1', 'k', 'Julie', 'julie-tremblay')`);
});
afterAll(() => db.close());

async function count(query: string): Promise<{ status: number; total?: number; param?: string }> {
  const response = await properties(new NextRequest(`http://localhost/api/swc/julie-tremblay/properties?format=count&${query}`, { headers: { 'x-site-key': 'k' } }), {
    params: Promise.resolve({ micrositeId: 'julie-tremblay' }),
  });
  const body = (await response.json()) as { data?: { total: number }; param?: string };
  return { status: response.status, total: body.data?.total, param: body.param };
}

describe('listing filter parameters', () => {
  it('accepts the array syntax of common HTTP clients: mun[]=, mun[0]=, repeated and comma lists agree', async () => {
    const all = await count('');
    const plain = await count(`mun=${laval}`);
    expect(plain.total).toBeGreaterThan(0);
    expect(plain.total).toBeLessThan(all.total!);
    expect(await count(`mun%5B%5D=${laval}`)).toEqual(plain);
    expect(await count(`mun[]=${laval}`)).toEqual(plain);
    expect(await count(`mun[0]=${laval}`)).toEqual(plain);
    expect((await count(`type[]=maison&type[]=condo`)).status).toBe(200);
  });

  it('refuses an unknown parameter with a 400 naming it, rather than answering unfiltered', async () => {
    expect(await count(`municipality=${laval}`)).toEqual({ status: 400, total: undefined, param: 'municipality' });
    expect(await count(`mun=${laval}&utm_source=x`)).toMatchObject({ status: 400, param: 'utm_source' });
  });
});

describe('boundary checks', () => {
  it('dates are real calendar days', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-31')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('26-01-01')).toBe(false);
  });

  it('javascript:, vbscript: and non-image data: URLs, however disguised', () => {
    for (const url of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'vbscript:msgbox', 'data:text/html,<script>', 'data:image/svg+xml,<svg onload=x>']) {
      expect(isUnsafeUrl(url)).toBe(true);
    }
    for (const url of ['/fr/contact', 'https://example.com', 'mailto:julie@example.com', 'tel:+15145550199', 'data:image/png;base64,AAAA']) {
      expect(isUnsafeUrl(url)).toBe(false);
    }
  });

  it('names the field holding a NUL or an unsafe link; free text may say "Data: …" or "javascript:"', () => {
    expect(inspectInput({ email: 'a\u0000b@c.d' })).toEqual({ path: 'email', message: expect.stringMatching(/NUL/) });
    expect(inspectInput({ blocks: [{ fields: { link: { url: { en: 'javascript:x' } } } }] })?.path).toBe('blocks.0.fields.link.url.en');
    expect(inspectInput({ main_title: { fr: 'Data: les chiffres', en: 'javascript: a history' } })).toBeNull();
  });
});
