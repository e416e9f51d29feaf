import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { GET as healthz } from '@/app/healthz/route';
import { proxy } from '@/proxy';

/** The probes answer as themselves (no locale redirect, no sign-in) and are never cached. */
describe('health probes', () => {
  it('/healthz answers 200 JSON, no-store', async () => {
    const response = healthz();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });

  it.each(['/healthz', '/readyz'])('the proxy lets %s through to its route', async (path) => {
    const response = await proxy(new NextRequest(new URL(path, 'http://localhost:3000'), { headers: { host: 'localhost:3000' } }));
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('location')).toBeNull();
  });
});
