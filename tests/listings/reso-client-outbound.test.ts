import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ResoClient } from '@/lib/listings/sources/reso/client';

/**
 * The RESO client's credentials stay on the feed's server: the Bearer token never follows a
 * next link to another origin, and the client secret never follows a redirect of the token
 * request to another origin. Two loopback servers (two origins), both listed in OUTBOUND_ALLOW.
 */
interface Seen {
  server: 'feed' | 'other';
  path: string;
  authorization?: string;
  body: string;
}
const seen: Seen[] = [];
let feed: http.Server;
let other: http.Server;
let feedOrigin: string;
let otherOrigin: string;

function serve(name: Seen['server']) {
  return http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      seen.push({ server: name, path, authorization: req.headers.authorization, body });
      const json = (status: number, value: unknown, headers: Record<string, string> = {}) =>
        res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(value));
      if (path === '/token') return json(200, { access_token: `token-of-${name}`, expires_in: 3600 });
      if (path === '/moved-token') return json(307, {}, { location: `${otherOrigin}/token` });
      if (path === '/odata/Property') return json(200, { value: [{ ListingKey: 'A' }], '@odata.nextLink': `${otherOrigin}/odata/Property?$skip=1` });
      if (path === '/odata/Relative') return json(200, { value: [], '@odata.nextLink': '/odata/Relative?$skip=1' });
      json(404, {});
    });
  });
}

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  feed = serve('feed');
  other = serve('other');
  feedOrigin = await listen(feed);
  otherOrigin = await listen(other);
  process.env.OUTBOUND_ALLOW = [feedOrigin, otherOrigin].map((o) => new URL(o).host).join(',');
});

afterAll(async () => {
  delete process.env.OUTBOUND_ALLOW;
  for (const s of [feed, other]) {
    s.closeAllConnections();
    await new Promise((resolve) => s.close(resolve));
  }
});

afterEach(() => {
  seen.length = 0;
});

const client = (tokenPath = '/token') =>
  new ResoClient({
    tokenUrl: `${feedOrigin}${tokenPath}`,
    clientId: 'client-1',
    clientSecret: 'the-client-secret',
    signal: new AbortController().signal,
    maxRetries: 0,
    backoffMs: 1,
  });

describe('RESO client credentials', () => {
  it('refuses a next link to another origin, and the other server receives nothing', async () => {
    await expect(client().page(`${feedOrigin}/odata/Property`)).rejects.toThrow(/next-page link .* leaves the feed's server/);
    expect(seen.filter((s) => s.server === 'other')).toEqual([]);
  });

  it('follows a next link on the feed server (a relative one included)', async () => {
    const page = await client().page(`${feedOrigin}/odata/Relative`);
    expect(page.nextLink).toBe(`${feedOrigin}/odata/Relative?$skip=1`);
  });

  it('never sends the client secret on when the token request is redirected to another origin', async () => {
    await expect(client('/moved-token').getJson(`${feedOrigin}/odata/Relative`)).rejects.toThrow();
    expect(seen.map((s) => `${s.server} ${s.path}`)).toEqual(['feed /moved-token']);
    expect(JSON.stringify(seen)).not.toContain('token-of-other');
  });
});
