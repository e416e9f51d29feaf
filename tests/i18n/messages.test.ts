import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/locales';
import { normalizePath, parseBlogPostPath, siteRoutes } from '@/lib/i18n/routes';
import { pick } from '@/lib/i18n/locales';

/** Every key path of a nested messages object: 'errors.404-message', ... */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('messages', () => {
  it('hold the same keys in French and English', () => {
    const fr = keys(loadMessages('fr')).sort();
    const en = keys(loadMessages('en')).sort();
    expect(en.filter((k) => !fr.includes(k))).toEqual([]);
    expect(fr.filter((k) => !en.includes(k))).toEqual([]);
  });

  it('have no empty message', () => {
    for (const locale of ['fr', 'en'] as const) {
      const flat = keys(loadMessages(locale));
      const empty = flat.filter((path) => {
        const value = path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], loadMessages(locale));
        return typeof value === 'string' && value.trim() === '';
      });
      expect(empty).toEqual([]);
    }
  });
});

describe('localised routes', () => {
  it('gives each special page its path in each language', () => {
    expect(siteRoutes('fr')).toMatchObject({ properties: '/fr/proprietes', blog: '/fr/blogue', terms: '/fr/conditions-et-utilisation', privacy: '/fr/politique-confidentialite' });
    expect(siteRoutes('en')).toMatchObject({ properties: '/en/properties', blog: '/en/blog', terms: '/en/terms-of-use', privacy: '/en/privacy-policy' });
  });

  it('parses blog post paths as {slug}-{id}', () => {
    expect(parseBlogPostPath('/blogue/premier-achat-au-quebec-12', 'fr')).toEqual({ slug: 'premier-achat-au-quebec', id: 12 });
    expect(parseBlogPostPath('/blog/x-12', 'fr')).toBeNull();
    expect(parseBlogPostPath('/blogue/sans-identifiant', 'fr')).toBeNull();
  });

  it('normalises paths: trailing slashes, query, duplicate slashes', () => {
    expect(normalizePath('/proprietes/')).toBe('/proprietes');
    expect(normalizePath(['blogue', 'a'])).toBe('/blogue/a');
    expect(normalizePath('//a//b?x=1')).toBe('/a/b');
    expect(normalizePath(undefined)).toBe('/');
  });

  it('falls back to French for a missing translation', () => {
    expect(pick({ fr: 'Bonjour' }, 'en')).toBe('Bonjour');
    expect(pick({ fr: 'Bonjour', en: 'Hello' }, 'en')).toBe('Hello');
    expect(pick(undefined, 'en')).toBeUndefined();
  });
});
