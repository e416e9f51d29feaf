import { describe, expect, it } from 'vitest';
import { resolveQaLocale } from '@/lib/auth/qa-locale';
import { clientIp } from '@/lib/auth/client-ip';

describe('QA language', () => {
  it('takes ?lang first, then the cookie, then French', () => {
    expect(resolveQaLocale('en', 'fr')).toBe('en');
    expect(resolveQaLocale(['en', 'fr'], undefined)).toBe('en');
    expect(resolveQaLocale(undefined, 'en')).toBe('en');
    expect(resolveQaLocale('de', 'es')).toBe('fr');
    expect(resolveQaLocale(undefined, undefined)).toBe('fr');
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
