import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import type { Database } from '@/lib/db/types';
import { contactFields, SITE, solvedToken } from './lead-fixtures';
import { loadIntakeRoute, openIntakeDb } from './intake-db';

const POST = await loadIntakeRoute({ LEADS_RATE_LIMIT_PER_MIN: '3', LEADS_SITE_RATE_LIMIT_PER_MIN: '5', SMTP_URL: undefined });

let db: Database;
beforeAll(async () => {
  db = await openIntakeDb();
});
afterAll(() => db.close());

async function submit(ip: string) {
  const body = new URLSearchParams({ ...contactFields, recaptcha_response: await solvedToken(db) }).toString();
  const request = new NextRequest(`http://localhost/api/swc/${SITE.micrositeId}/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-site-key': SITE.key, 'x-forwarded-for': ip },
    body,
  });
  return POST(request, { params: Promise.resolve({ micrositeId: SITE.micrositeId }) });
}

describe('lead rate limits', () => {
  it('answers 429 with Retry-After past the per-IP limit, without storing', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await submit('203.0.113.50')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await submit('203.0.113.50');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ status: 'error', error: 'rate_limited' });
    const [row] = await db.query<{ n: number }>('select count(*)::int as n from leads');
    expect(row?.n).toBe(3);
  });

  it('caps the whole site too, whatever the address', async () => {
    // 3 stored above + 2 more reach the site's 5 per minute.
    expect((await submit('203.0.113.60')).status).toBe(200);
    expect((await submit('203.0.113.61')).status).toBe(200);
    const refused = await submit('203.0.113.62');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
  });
});
