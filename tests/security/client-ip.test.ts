import { describe, expect, it } from 'vitest';
import { clientIp, resolveClientAddress, trustedProxyCount } from '@/lib/http/client-ip';
import { rewriteForwardedHeaders } from '@/lib/http/forwarded-headers';
import { parseConfig } from '@/lib/config/env';

type Headers_ = Record<string, string | string[] | undefined>;

function rewrite(headers: Headers_, remoteAddress: string, trusted: number, encrypted = false) {
  const request = { headers: { ...headers } };
  rewriteForwardedHeaders(request as never, { remoteAddress, encrypted }, trusted);
  return request.headers;
}

describe('client address (TRUSTED_PROXY_COUNT)', () => {
  it('without trusted proxies, eight forged X-Forwarded-For values all give the socket address', () => {
    const seen = new Set<string>();
    for (let i = 1; i <= 8; i++) {
      const headers = rewrite({ 'x-forwarded-for': `198.51.100.${i}`, 'x-real-ip': `192.0.2.${i}` }, '::ffff:203.0.113.50', 0);
      seen.add(clientIp(new Headers(headers as Record<string, string>)));
    }
    expect([...seen]).toEqual(['203.0.113.50']);
  });

  it('behind two proxies, the client is the entry the first proxy appended, whatever the client prepended', () => {
    // client 203.0.113.9 forges "1.1.1.1"; proxy A appends the client; proxy B (the socket) appends A.
    const headers = rewrite({ 'x-forwarded-for': '1.1.1.1, 203.0.113.9, 10.0.0.1' }, '10.0.0.2', 2);
    expect(clientIp(new Headers(headers as Record<string, string>))).toBe('203.0.113.9');
    // Two different clients behind the same proxies get two buckets.
    const other = rewrite({ 'x-forwarded-for': '203.0.113.10, 10.0.0.1' }, '10.0.0.2', 2);
    expect(clientIp(new Headers(other as Record<string, string>))).toBe('203.0.113.10');
  });

  it('one trusted proxy: the last X-Forwarded-For entry', () => {
    expect(resolveClientAddress('10.0.0.2', '6.6.6.6, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(resolveClientAddress('10.0.0.2', undefined, 1)).toBe('10.0.0.2');
  });

  it('keeps X-Forwarded-Proto and -Host only from trusted proxies', () => {
    const direct = rewrite({ 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' }, '203.0.113.1', 0);
    expect(direct['x-forwarded-proto']).toBe('http');
    expect(direct['x-forwarded-host']).toBeUndefined();
    const tls = rewrite({}, '203.0.113.1', 0, true);
    expect(tls['x-forwarded-proto']).toBe('https');
    const proxied = rewrite({ 'x-forwarded-proto': 'https', 'x-forwarded-host': 'julie.example' }, '10.0.0.2', 1);
    expect(proxied['x-forwarded-proto']).toBe('https');
    expect(proxied['x-forwarded-host']).toBe('julie.example');
  });

  it('reads TRUSTED_PROXY_COUNT, default 0, and refuses nonsense', () => {
    expect(trustedProxyCount(parseConfig({}))).toBe(0);
    expect(trustedProxyCount(parseConfig({ TRUSTED_PROXY_COUNT: '2' }))).toBe(2);
    expect(() => trustedProxyCount(parseConfig({ TRUSTED_PROXY_COUNT: 'yes' }))).toThrow(/TRUSTED_PROXY_COUNT/);
    expect(() => trustedProxyCount(parseConfig({ TRUSTED_PROXY_COUNT: '-1' }))).toThrow(/TRUSTED_PROXY_COUNT/);
  });
});
