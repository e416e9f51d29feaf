import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LookupAddress } from 'node:dns';
import { checkedLookup, outboundFetch, OutboundUnreachable, UNREACHABLE_MESSAGE } from '@/lib/http/outbound';

/**
 * The outbound client against a loopback server this test starts (the only place it lets a
 * request go). Loopback is refused like any internal address unless OUTBOUND_ALLOW lists
 * the server's address and port.
 */
let server: http.Server;
let other: http.Server;
let origin: string;
let port: number;
let otherPort: number;
const seen: { path: string; authorization?: string; body: string }[] = [];

function handler(req: http.IncomingMessage, res: http.ServerResponse) {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    const url = new URL(req.url ?? '/', 'http://x');
    seen.push({ path: url.pathname, authorization: req.headers.authorization, body });
    const hop = /^\/hop\/(\d+)$/.exec(url.pathname);
    if (hop) {
      const n = Number(hop[1]);
      res.writeHead(302, { location: n > 0 ? `/hop/${n - 1}` : '/ok' }).end();
    } else if (url.pathname === '/to-metadata') res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    else if (url.pathname === '/to-other-origin') res.writeHead(307, { location: `http://127.0.0.1:${otherPort}/ok` }).end();
    else if (url.pathname === '/big') {
      // 2 MB in 64 KB chunks, no content-length: the cap must count as it reads.
      const chunk = Buffer.alloc(64 * 1024, 97);
      res.writeHead(200, { 'content-type': 'text/plain' });
      for (let i = 0; i < 32; i++) res.write(chunk);
      res.end();
    } else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true }));
  });
}

async function listen(): Promise<[http.Server, number]> {
  const s = http.createServer(handler);
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return [s, (s.address() as AddressInfo).port];
}

beforeAll(async () => {
  [server, port] = await listen();
  // A second origin: the same address on another port.
  [other, otherPort] = await listen();
  origin = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  for (const s of [server, other]) {
    s.closeAllConnections();
    await new Promise((resolve) => s.close(resolve));
  }
});

afterEach(() => {
  delete process.env.OUTBOUND_ALLOW;
  seen.length = 0;
});

const allow = () => (process.env.OUTBOUND_ALLOW = `127.0.0.1:${port},127.0.0.1:${otherPort}`);

describe('outbound client', () => {
  it('refuses a loopback server when OUTBOUND_ALLOW does not list it, and nothing reaches it', async () => {
    await expect(outboundFetch(`${origin}/ok`)).rejects.toBeInstanceOf(OutboundUnreachable);
    process.env.OUTBOUND_ALLOW = `127.0.0.1:${port + 1}`;
    await expect(outboundFetch(`${origin}/ok`)).rejects.toThrow(UNREACHABLE_MESSAGE);
    expect(seen).toEqual([]);
  });

  it('reaches the server listed in OUTBOUND_ALLOW', async () => {
    allow();
    const response = await outboundFetch(`${origin}/ok`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('follows up to 3 redirects and refuses a 4th', async () => {
    allow();
    expect((await outboundFetch(`${origin}/hop/2`)).status).toBe(200);
    seen.length = 0;
    await expect(outboundFetch(`${origin}/hop/3`)).rejects.toThrow('more than 3 redirects');
    expect(seen.map((s) => s.path)).toEqual(['/hop/3', '/hop/2', '/hop/1', '/hop/0']);
  });

  it('refuses a redirect to a forbidden address', async () => {
    allow();
    await expect(outboundFetch(`${origin}/to-metadata`)).rejects.toThrow(UNREACHABLE_MESSAGE);
  });

  it('does not send Authorization to another origin after a redirect', async () => {
    allow();
    const response = await outboundFetch(`${origin}/to-other-origin`, { headers: { Authorization: 'Bearer secret-token' } });
    expect(response.status).toBe(200);
    expect(seen).toEqual([
      { path: '/to-other-origin', authorization: 'Bearer secret-token', body: '' },
      { path: '/ok', authorization: undefined, body: '' },
    ]);
  });

  it('never sends a body (a client secret) on to another origin', async () => {
    allow();
    const body = new URLSearchParams({ grant_type: 'client_credentials', client_secret: 's3cret' });
    await expect(outboundFetch(`${origin}/to-other-origin`, { method: 'POST', body })).rejects.toThrow('not sent on to another server');
    expect(seen.map((s) => s.path)).toEqual(['/to-other-origin']);
  });

  it('stops reading past the byte cap', async () => {
    allow();
    const response = await outboundFetch(`${origin}/big`, { maxBytes: 1024 * 1024 });
    await expect(response.text()).rejects.toThrow('larger than 1 MB');
    const whole = await outboundFetch(`${origin}/big`, { maxBytes: 4 * 1024 * 1024 });
    expect((await whole.text()).length).toBe(2 * 1024 * 1024);
  });

  describe('the socket lookup', () => {
    // A stub DNS: the name answers what a rebinding attacker would make it answer.
    const dns = (answer: string[]) => ((_host: string, _options: unknown, callback: (e: null, a: LookupAddress[]) => void) =>
      callback(null, answer.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })))) as Parameters<typeof checkedLookup>[1];
    const lookUp = (answer: string[], all: boolean) =>
      new Promise<unknown>((resolve, reject) =>
        checkedLookup('443', dns(answer))('feed.example.com', { all }, (error: Error | null, address: unknown) => (error ? reject(error) : resolve(address))),
      );

    it('hands the socket only the public addresses of a name', async () => {
      expect(await lookUp(['10.0.0.1', '93.184.216.34', '::1'], true)).toEqual([{ address: '93.184.216.34', family: 4 }]);
      expect(await lookUp(['169.254.169.254', '2606:4700::1111'], false)).toBe('2606:4700::1111');
    });

    it('refuses a name that resolves only to internal addresses', async () => {
      await expect(lookUp(['127.0.0.1', '::ffff:10.0.0.1', 'fd00::1'], true)).rejects.toThrow('resolves only to addresses that are not public');
    });
  });
});
