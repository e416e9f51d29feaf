import { isLocale } from '@/lib/i18n/locales';
import type { ArticleListQuery } from './types';

export const MAX_LIMIT = 50;
const MAX_PAGE = 10_000;
const MAX_CATEGORIES = 50;

export type ParsedArticleQuery =
  | { ok: true; query: ArticleListQuery }
  | { ok: false; param: string; message: string };

const WHOLE = /^\d{1,6}$/;

/**
 * The query of GET /articles (spec 001 section 7): language, page, limit, order,
 * categories (comma-joined ids), with_categories=1. The first bad parameter is named.
 */
export function parseArticleQuery(params: URLSearchParams): ParsedArticleQuery {
  const language = params.get('language') ?? 'fr';
  if (!isLocale(language)) return { ok: false, param: 'language', message: 'language must be fr or en' };

  const pageRaw = params.get('page') ?? '1';
  const page = WHOLE.test(pageRaw) ? Number(pageRaw) : NaN;
  if (!(page >= 1 && page <= MAX_PAGE)) return { ok: false, param: 'page', message: `page must be a whole number from 1 to ${MAX_PAGE}` };

  const limitRaw = params.get('limit') ?? '6';
  const limit = WHOLE.test(limitRaw) ? Number(limitRaw) : NaN;
  if (!(limit >= 1 && limit <= MAX_LIMIT)) return { ok: false, param: 'limit', message: `limit must be a whole number from 1 to ${MAX_LIMIT}` };

  const order = params.get('order') ?? 'desc';
  if (order !== 'desc' && order !== 'asc') return { ok: false, param: 'order', message: 'order must be desc (most recent) or asc (less recent)' };

  const categoriesRaw = params.get('categories');
  let categories: number[] = [];
  if (categoriesRaw !== null && categoriesRaw !== '') {
    const parts = categoriesRaw.split(',');
    if (parts.length > MAX_CATEGORIES || !parts.every((p) => /^[1-9]\d{0,11}$/.test(p.trim()))) {
      return { ok: false, param: 'categories', message: 'categories must be comma-joined category ids' };
    }
    categories = [...new Set(parts.map((p) => Number(p.trim())))];
  }

  const withRaw = params.get('with_categories');
  if (withRaw !== null && withRaw !== '0' && withRaw !== '1') {
    return { ok: false, param: 'with_categories', message: 'with_categories must be 0 or 1' };
  }
  return { ok: true, query: { locale: language, page, limit, order, categories, withCategories: withRaw === '1' } };
}
