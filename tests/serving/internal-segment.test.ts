import { NextRequest } from 'next/server';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { describe, expect, it } from 'vitest';
import { config, proxy } from '@/proxy';
import { encodeSiteSegment } from '@/lib/sites/site-segment';

/**
 * Internal page URLs (/s.<segment>/…) are the proxy's rewrites of public URLs. A visitor who
 * writes one must not reach the page route behind the proxy: it would skip the status gate
 * and the security headers, and render and keep a page for an origin of the visitor's choice.
 */
const forged = `/${encodeSiteSegment({ origin: 'http://evil.example', variant: null, nocache: 'page-1' })}/fr`;
const visit = (path: string) => proxy(new NextRequest(new URL(path, 'http://localhost:3000'), { headers: { host: 'localhost:3000' } }));

describe('internal page URLs asked for from outside', () => {
  it('go through the proxy, although they have a dot like files', () => {
    expect(unstable_doesMiddlewareMatch({ config, url: forged })).toBe(true);
    expect(unstable_doesMiddlewareMatch({ config, url: '/favicon.ico' })).toBe(false);
  });

  it('answer 404 with the security headers, not a page', async () => {
    const response = await visit(forged);
    expect(response.status).toBe(404);
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    expect(response.headers.get('x-middleware-next')).toBeNull();
    expect(response.headers.get('content-security-policy')).toContain("object-src 'none'");
    expect(await response.text()).toContain('Page introuvable');
  });
});
