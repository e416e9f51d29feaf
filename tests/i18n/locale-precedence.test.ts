import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { proxy } from '@/proxy';
import { clearStatusMemoLocally } from '@/lib/cache/status-memo';

/** Locale precedence of spec 000 section 4, through the real request entry (proxy.ts). */
async function visit(path: string, headers: Record<string, string> = {}, origin = 'http://localhost:3000'): Promise<Response> {
  return proxy(new NextRequest(new URL(path, origin), { headers }));
}

async function redirectTarget(pending: Promise<Response>): Promise<string | null> {
  const location = (await pending).headers.get('location');
  return location ? new URL(location).pathname : null;
}

describe('locale precedence', async () => {
  it('keeps the locale of the path prefix over the cookie and the browser languages', async () => {
    const response = visit('/en/properties', { cookie: 'i18n_redirected=fr', 'accept-language': 'fr-CA,fr' });
    expect(await redirectTarget(response)).toBeNull();
  });

  it('redirects / by the saved cookie before the browser languages', async () => {
    expect(await redirectTarget(visit('/', { cookie: 'i18n_redirected=en', 'accept-language': 'fr-CA,fr;q=0.9' }))).toBe('/en');
    expect(await redirectTarget(visit('/', { cookie: 'i18n_redirected=fr', 'accept-language': 'en-CA,en;q=0.9' }))).toBe('/fr');
  });

  it('uses the browser languages when there is no cookie', async () => {
    expect(await redirectTarget(visit('/', { 'accept-language': 'en-US,en;q=0.9' }))).toBe('/en');
    expect(await redirectTarget(visit('/', { 'accept-language': 'de-DE,en-CA;q=0.8' }))).toBe('/en');
  });

  it('falls back to French when nothing else decides', async () => {
    expect(await redirectTarget(visit('/'))).toBe('/fr');
    expect(await redirectTarget(visit('/', { 'accept-language': 'de-DE,es;q=0.8' }))).toBe('/fr');
    expect(await redirectTarget(visit('/', { cookie: 'i18n_redirected=xx' }))).toBe('/fr');
  });

  it('saves the locale of the visited path in the i18n_redirected cookie for 365 days, path /, SameSite lax', async () => {
    const cookie = (await visit('/en/properties', { cookie: 'i18n_redirected=fr' })).headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/i18n_redirected=en/);
    expect(cookie).toMatch(/Max-Age=31536000/i);
    expect(cookie).toMatch(/Path=\//i);
    expect(cookie).toMatch(/SameSite=lax/i);
  });
});

describe('the site\'s default language', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearStatusMemoLocally();
  });

  it('sends the bare address of a site whose default is English to /en when the visitor has no preference', async () => {
    // The content service's answer for each host (what /api/serving/status says of the site).
    vi.stubGlobal('fetch', async (url: string | URL) => {
      const asked = new URL(String(url));
      return Response.json({ status: 200, defaultLocale: asked.searchParams.get('host') === 'english.test' ? 'en' : 'fr' });
    });
    const english = (path: string, headers: Record<string, string> = {}) => redirectTarget(visit(path, headers, 'http://english.test'));
    expect(await english('/')).toBe('/en');
    expect(await english('/', { 'accept-language': 'de-DE' })).toBe('/en');
    expect(await english('/contact')).toBe('/en/contact');
    // The visitor's own choice still comes first.
    expect(await english('/', { cookie: 'i18n_redirected=fr' })).toBe('/fr');
    expect(await english('/', { 'accept-language': 'fr-CA,fr' })).toBe('/fr');
    // A French site (the demo sites) stays French.
    expect(await redirectTarget(visit('/'))).toBe('/fr');
  });
});
