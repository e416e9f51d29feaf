import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from '@/proxy';

/** Locale precedence of spec 000 section 4, through the real request entry (proxy.ts). */
function visit(path: string, headers: Record<string, string> = {}) {
  return proxy(new NextRequest(new URL(path, 'http://localhost:3000'), { headers }));
}

function redirectTarget(response: Response): string | null {
  const location = response.headers.get('location');
  return location ? new URL(location).pathname : null;
}

describe('locale precedence', () => {
  it('keeps the locale of the path prefix over the cookie and the browser languages', () => {
    const response = visit('/en/properties', { cookie: 'i18n_redirected=fr', 'accept-language': 'fr-CA,fr' });
    expect(redirectTarget(response)).toBeNull();
  });

  it('redirects / by the saved cookie before the browser languages', () => {
    expect(redirectTarget(visit('/', { cookie: 'i18n_redirected=en', 'accept-language': 'fr-CA,fr;q=0.9' }))).toBe('/en');
    expect(redirectTarget(visit('/', { cookie: 'i18n_redirected=fr', 'accept-language': 'en-CA,en;q=0.9' }))).toBe('/fr');
  });

  it('uses the browser languages when there is no cookie', () => {
    expect(redirectTarget(visit('/', { 'accept-language': 'en-US,en;q=0.9' }))).toBe('/en');
    expect(redirectTarget(visit('/', { 'accept-language': 'de-DE,en-CA;q=0.8' }))).toBe('/en');
  });

  it('falls back to French when nothing else decides', () => {
    expect(redirectTarget(visit('/'))).toBe('/fr');
    expect(redirectTarget(visit('/', { 'accept-language': 'de-DE,es;q=0.8' }))).toBe('/fr');
    expect(redirectTarget(visit('/', { cookie: 'i18n_redirected=xx' }))).toBe('/fr');
  });

  it('saves the locale of the visited path in the i18n_redirected cookie for 365 days, path /, SameSite lax', () => {
    const cookie = visit('/en/properties', { cookie: 'i18n_redirected=fr' }).headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/i18n_redirected=en/);
    expect(cookie).toMatch(/Max-Age=31536000/i);
    expect(cookie).toMatch(/Path=\//i);
    expect(cookie).toMatch(/SameSite=lax/i);
  });
});
