import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { requestIdFrom } from '@/lib/ops/request-id';
import { proxy } from '@/proxy';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request id', () => {
  it('keeps an incoming id that looks like one, and replaces anything else', () => {
    expect(requestIdFrom('edge-7f3a9c21')).toBe('edge-7f3a9c21');
    expect(requestIdFrom(['0123456789abcdef', 'other'])).toBe('0123456789abcdef');
    for (const bad of [null, undefined, '', 'short', 'has space in it', 'x'.repeat(129), '"><script>', 'line\nbreak-1234']) {
      expect(requestIdFrom(bad)).toMatch(UUID);
    }
  });

  it('is returned as X-Request-Id by the proxy: public page, editor redirect, refusal', async () => {
    for (const path of ['/fr', '/qa/pages', '/s.abc/fr']) {
      const response = await proxy(new NextRequest(new URL(path, 'http://localhost:3000'), { headers: { host: 'localhost:3000' } }));
      expect(response.headers.get('x-request-id'), path).toMatch(UUID);
    }
    const kept = await proxy(new NextRequest(new URL('/qa/pages', 'http://localhost:3000'), { headers: { host: 'localhost:3000', 'x-request-id': 'lb-1234567890' } }));
    expect(kept.headers.get('x-request-id')).toBe('lb-1234567890');
  });
});
