import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The benchmark's proxy floor is a short-circuit of every request: it must exist only on a
 * server started for benchmarks, or any visitor could skip the editor guard with one header.
 * The switch is read once per process (lib/config/bench-switches.ts): each case loads the
 * proxy afresh under its environment.
 */
async function visit(path: string, benchEnv: string) {
  vi.stubEnv('BENCH_ALLOW_NOCACHE', benchEnv);
  vi.resetModules();
  const { proxy } = await import('@/proxy');
  return proxy(new NextRequest(new URL(path, 'http://localhost:3000'), { headers: { host: 'localhost:3000', 'x-bench-proxy-floor': '1' } }));
}

describe('the bench proxy floor header', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is ignored on a normal server: the editor still asks for a sign-in', async () => {
    const response = await visit('/qa/pages', '');
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get('location')!, 'http://localhost:3000').pathname).toBe('/qa/login');
  });

  it('answers an empty 200 from the proxy on a benchmark server', async () => {
    const response = await visit('/qa/pages', '1');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('is read once: turning the variable on later does not open the floor', async () => {
    vi.stubEnv('BENCH_ALLOW_NOCACHE', '');
    vi.resetModules();
    const { proxy } = await import('@/proxy');
    vi.stubEnv('BENCH_ALLOW_NOCACHE', '1');
    const response = await proxy(new NextRequest(new URL('/qa/pages', 'http://localhost:3000'), { headers: { host: 'localhost:3000', 'x-bench-proxy-floor': '1' } }));
    expect(response.status).toBe(307);
  });
});
