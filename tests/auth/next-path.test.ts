import { describe, expect, it } from 'vitest';
import { loginPageHref, safeNextPath } from '@/lib/auth/next-path';

describe('safeNextPath', () => {
  it('keeps QA paths with their query', () => {
    expect(safeNextPath('/qa')).toBe('/qa');
    expect(safeNextPath('/qa/sections?page=3')).toBe('/qa/sections?page=3');
  });

  it('refuses anything that could leave the QA area or the site', () => {
    for (const next of ['https://evil.example/qa', '//evil.example', '/\\evil.example', '/qaevil', '/fr', 'qa', '/qa\\..\\x', '/qa/\nx', undefined, 42]) {
      expect(safeNextPath(next)).toBeNull();
    }
  });

  it('refuses the login page itself (it would loop once signed in)', () => {
    expect(safeNextPath('/qa/login')).toBeNull();
    expect(safeNextPath('/qa/login?next=/qa')).toBeNull();
  });
});

describe('loginPageHref', () => {
  it('carries the reason, return path and language back to the login page', () => {
    expect(loginPageHref()).toBe('/qa/login');
    expect(loginPageHref({ error: 'locked', retryAfterSeconds: 840, next: '/qa/sections', lang: 'en' })).toBe(
      '/qa/login?error=locked&retry=840&next=%2Fqa%2Fsections&lang=en',
    );
  });

  it('drops an unsafe return path and an unknown language', () => {
    expect(loginPageHref({ error: 'invalid', next: 'https://evil.example', lang: 'de' })).toBe('/qa/login?error=invalid');
  });
});
