import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { gracefulStop } from '@/lib/ops/graceful-stop';
import { onShutdown } from '@/lib/ops/shutdown-hooks';
import { isStopping } from '@/lib/ops/stopping';

/**
 * SIGTERM: no new connection, in-flight requests and the e-mail being sent finish, then the
 * connections registered for the process close, then exit 0 (the whole stop is tested on the
 * production server by scripts/test-operations.mjs).
 */
describe('graceful stop', () => {
  it('finishes the request in flight and the job, closes connections, then exits 0', async () => {
    const events: string[] = [];
    const server = http.createServer((_request, response) => {
      setTimeout(() => {
        events.push('request answered');
        response.end('ok');
      }, 300);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const inFlight = fetch(`http://127.0.0.1:${port}/`).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 50));
    onShutdown('database', async () => {
      events.push('database closed');
    });
    let exitCode: number | null = null;
    await gracefulStop('SIGTERM', {
      server: () => server,
      stopJobs: () => new Promise<void>((resolve) => setTimeout(() => {
        events.push('e-mail sent');
        resolve();
      }, 100)),
      exit: (code) => {
        exitCode = code;
      },
    });
    expect(isStopping()).toBe(true);
    expect(await inFlight).toBe('ok');
    expect(server.listening).toBe(false);
    expect(events.indexOf('database closed')).toBe(events.length - 1);
    expect(events).toContain('request answered');
    expect(events).toContain('e-mail sent');
    expect(exitCode).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  });
});
