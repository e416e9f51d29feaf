import { describe, expect, it } from 'vitest';
import { resolveQaLocale } from '@/lib/auth/qa-locale';
import { qaAddressLocale, qaRouteIn, qaRouteLocale } from '@/lib/auth/qa-route-locale';
import { clientIp } from '@/lib/http/client-ip';

describe('QA language', () => {
  it('takes ?lang first, then the cookie, then French', () => {
    expect(resolveQaLocale('en', 'fr')).toBe('en');
    expect(resolveQaLocale(['en', 'fr'], undefined)).toBe('en');
    expect(resolveQaLocale(undefined, 'en')).toBe('en');
    expect(resolveQaLocale('de', 'es')).toBe('fr');
    expect(resolveQaLocale(undefined, undefined)).toBe('fr');
  });

  it('follows the address of a localised screen whatever the cookie or ?lang say', () => {
    expect(qaRouteLocale('/qa/general-settings')).toBe('en');
    expect(qaRouteLocale('/qa/parametres-generaux/')).toBe('fr');
    expect(qaRouteLocale('/qa/leads')).toBeNull();
    expect(resolveQaLocale(undefined, 'fr', qaRouteLocale('/qa/general-settings'))).toBe('en');
    expect(resolveQaLocale('en', 'en', qaRouteLocale('/qa/parametres-generaux'))).toBe('fr');
    expect(resolveQaLocale(undefined, 'en', null)).toBe('en');
    expect(qaRouteIn('/qa/general-settings', 'fr')).toBe('/qa/parametres-generaux');
    expect(qaRouteIn('/qa/leads', 'en')).toBe('/qa/leads');
  });

  it('gives the whole screen, its bar included, the language its address asks for', () => {
    expect(qaAddressLocale('/qa/feeds', 'en')).toBe('en');
    expect(qaAddressLocale('/qa/feeds', 'fr')).toBe('fr');
    expect(qaAddressLocale('/qa/feeds', null)).toBeNull();
    expect(qaAddressLocale('/qa/feeds', 'de')).toBeNull();
    // A localised screen's own address wins over ?lang.
    expect(qaAddressLocale('/qa/parametres-generaux', 'en')).toBe('fr');
    // What the layout then reads: the address's language over the cookie's.
    expect(resolveQaLocale(undefined, 'fr', qaAddressLocale('/qa/media', 'en'))).toBe('en');
  });
});

describe('clientIp', () => {
  it('takes the address the nearest proxy appended', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': '1.1.1.1, 203.0.113.7' }))).toBe('203.0.113.7');
    expect(clientIp(new Headers({ 'x-forwarded-for': '::ffff:203.0.113.7' }))).toBe('203.0.113.7');
    expect(clientIp(new Headers({ 'x-real-ip': '198.51.100.2' }))).toBe('198.51.100.2');
    expect(clientIp(new Headers())).toBe('unknown');
  });
});
