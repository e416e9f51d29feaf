import { describe, expect, it } from 'vitest';
import { apiKeyAllows, splitLocale } from '@/lib/cms/page-api';
import type { Site } from '@/lib/sites/sites';

const site = { key: 'site-key' } as Site;

describe('page API helpers', () => {
  it('takes the locale from the path prefix, else Content-Language, else French', () => {
    expect(splitLocale('/en/properties', 'fr')).toEqual({ locale: 'en', path: '/properties' });
    expect(splitLocale('/fr', null)).toEqual({ locale: 'fr', path: '/' });
    expect(splitLocale('/properties', 'en-CA')).toEqual({ locale: 'en', path: '/properties' });
    expect(splitLocale('/x', 'de')).toEqual({ locale: 'fr', path: '/x' });
  });

  it('accepts the site key or the configured API key, nothing else', () => {
    const req = (headers: Record<string, string>) => new Request('http://x/api/page', { headers });
    expect(apiKeyAllows(req({ 'X-Site-Key': 'site-key' }), site)).toBe(true);
    expect(apiKeyAllows(req({ 'X-Site-Api': 'site-key' }), site)).toBe(true);
    expect(apiKeyAllows(req({ 'X-Site-Key': 'other' }), site)).toBe(false);
    expect(apiKeyAllows(req({}), site)).toBe(false);
    process.env.CMS_API_KEY = 'secret';
    expect(apiKeyAllows(req({ 'X-Header-Api': 'secret' }), site)).toBe(true);
    expect(apiKeyAllows(req({ 'X-Header-Api': 'nope' }), site)).toBe(false);
    delete process.env.CMS_API_KEY;
  });
});
