import { describe, expect, it } from 'vitest';
import { decodeSiteSegment, encodeSiteSegment, isSiteSegment, segmentHost } from '@/lib/sites/site-segment';
import { siteOrigin } from '@/lib/seo/site-origin';

describe('site segment (the page cache key the proxy writes)', () => {
  it('round-trips origin and variant, and keeps distinct keys for distinct sites and variants', () => {
    const a = encodeSiteSegment({ origin: 'http://agency.localhost:3000', variant: null });
    const b = encodeSiteSegment({ origin: 'http://localhost:3000', variant: null });
    const c = encodeSiteSegment({ origin: 'http://localhost:3000', variant: 'promo-2' });
    expect(new Set([a, b, c]).size).toBe(3);
    expect(decodeSiteSegment(c)).toEqual({ origin: 'http://localhost:3000', variant: 'promo-2' });
    expect(segmentHost(decodeSiteSegment(a)!)).toBe('agency.localhost');
  });

  it('is a single URL-safe path segment', () => {
    const segment = encodeSiteSegment({ origin: 'https://courtier-québec.example', variant: 'é/ü' });
    expect(segment).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(isSiteSegment(segment)).toBe(true);
  });

  it('rejects what the proxy did not write (a typed URL segment gives a 404, not another site)', () => {
    expect(decodeSiteSegment('fr')).toBeNull();
    expect(decodeSiteSegment('s.!!!')).toBeNull();
    expect(decodeSiteSegment(`s.${btoa('javascript:alert(1)\n')}`)).toBeNull();
  });
});

describe('origin of absolute URLs', () => {
  it("uses the site's real domain over https, else the request's origin", () => {
    expect(siteOrigin({ domains: ['localhost', 'julie.example.com'] }, 'http://localhost:3000')).toBe('https://julie.example.com');
    expect(siteOrigin({ domains: ['agency.localhost'] }, 'http://agency.localhost:3000')).toBe('http://agency.localhost:3000');
    expect(siteOrigin(null, 'http://127.0.0.1:3201')).toBe('http://127.0.0.1:3201');
  });
});

describe('origin of absolute URLs for local hosts', () => {
  it('never takes an IP address listed among the domains for a public domain', () => {
    expect(siteOrigin({ domains: ['localhost', '127.0.0.1'] }, 'http://localhost:3000')).toBe('http://localhost:3000');
  });
});
