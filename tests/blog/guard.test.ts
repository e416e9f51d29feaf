import { describe, expect, it } from 'vitest';
import { guardDecision } from '@/lib/blog/guard';

const frenchOnly = { id: 3, locale: 'fr' as const, available: ['fr' as const] };
const both = { id: 1, locale: 'fr' as const, available: ['fr' as const, 'en' as const] };

describe('blog language guard (spec 000)', () => {
  it('warns when switching to a language without main content', () => {
    expect(guardDecision(frenchOnly, { locale: 'en' })).toBe('warn');
  });

  it('lets a translated post switch language', () => {
    expect(guardDecision(both, { locale: 'en' })).toBe('navigate');
  });

  it('warns on a client navigation to the other-language version of the same post', () => {
    expect(guardDecision(frenchOnly, { locale: 'en', path: '/en/blog/laurentians-market-3' })).toBe('warn');
  });

  it('lets other links through: same language, other posts, other pages', () => {
    expect(guardDecision(frenchOnly, { locale: 'fr', path: '/fr/blogue/autre-4' })).toBe('navigate');
    expect(guardDecision(frenchOnly, { locale: 'en', path: '/en/blog/other-post-4' })).toBe('navigate');
    expect(guardDecision(frenchOnly, { locale: 'en', path: '/en/blog' })).toBe('navigate');
  });
});
