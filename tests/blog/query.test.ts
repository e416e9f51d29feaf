import { describe, expect, it } from 'vitest';
import { parseArticleQuery } from '@/lib/blog/query';

const parse = (query: string) => parseArticleQuery(new URLSearchParams(query));

describe('GET /articles query (spec 001 section 7)', () => {
  it('reads language, page, limit, order, categories and with_categories', () => {
    expect(parse('language=en&page=2&limit=6&order=asc&categories=3,1&with_categories=1')).toEqual({
      ok: true,
      query: { locale: 'en', page: 2, limit: 6, order: 'asc', categories: [3, 1], withCategories: true },
    });
  });

  it('defaults to French, page 1, 6 per page, most recent first, all categories', () => {
    expect(parse('')).toEqual({
      ok: true,
      query: { locale: 'fr', page: 1, limit: 6, order: 'desc', categories: [], withCategories: false },
    });
  });

  it.each([
    ['language=de', 'language'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['limit=51', 'limit'],
    ['limit=-1', 'limit'],
    ['order=newest', 'order'],
    ['categories=1,x', 'categories'],
    ['categories=1,,2', 'categories'],
    ['with_categories=yes', 'with_categories'],
  ])('%s is refused, naming %s', (query, param) => {
    const result = parse(query);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.param).toBe(param);
  });
});
