import type { ArticleOrder } from './types';

/** The archive's state in the URL (?categories=1,3&order=asc&page=2), so it can be shared and reloaded. */
export interface ArchiveUrlState {
  categories: number[];
  order: ArticleOrder;
  page: number;
}

export function readArchiveUrl(search: string, all: readonly number[]): ArchiveUrlState {
  const params = new URLSearchParams(search);
  const ids = (params.get('categories') ?? '')
    .split(',')
    .map((v) => Number(v))
    .filter((id) => all.includes(id));
  const page = Number(params.get('page'));
  return {
    categories: ids.length > 0 ? all.filter((id) => ids.includes(id)) : [...all],
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page >= 1 && page <= 50 ? page : 1,
  };
}

/** The query string for a state; defaults are left out so the plain archive URL stays clean. */
export function archiveSearch(state: ArchiveUrlState, all: readonly number[]): string {
  const params = new URLSearchParams();
  const allSelected = all.every((id) => state.categories.includes(id));
  if (!allSelected) params.set('categories', state.categories.join(','));
  if (state.order === 'asc') params.set('order', 'asc');
  if (state.page > 1) params.set('page', String(state.page));
  const query = params.toString().replace(/%2C/g, ',');
  return query ? `?${query}` : '';
}
