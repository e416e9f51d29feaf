import { defaultSearchFilters, normalizeFilters, type SearchFilters } from '@/lib/listing-search/filters';

/**
 * The removable criteria tags of the filter overlay (spec 000 section 4): one per
 * municipality (or a single "all municipalities" tag when many are chosen), price,
 * open house, type, map bounds, and one per other criterion.
 */
export type FilterTag =
  | { kind: 'mun'; code: string }
  | { kind: 'allMun'; count: number }
  | { kind: 'price'; min: number | null; max: number | null }
  | { kind: 'openHouse' }
  | { kind: 'type'; code: string }
  | { kind: 'mapBounds' }
  | { kind: 'transaction'; value: 'buy' | 'rent' }
  | { kind: 'bedrooms'; value: number }
  | { kind: 'bathrooms'; value: number };

/** Above this many municipalities, one tag stands for them all. */
export const MAX_MUNICIPALITY_TAGS = 3;

export function filterTags(filters: SearchFilters): FilterTag[] {
  const tags: FilterTag[] = [];
  if (filters.mun.length > MAX_MUNICIPALITY_TAGS) tags.push({ kind: 'allMun', count: filters.mun.length });
  else for (const code of filters.mun) tags.push({ kind: 'mun', code });
  if (filters.forSaleForRent) tags.push({ kind: 'transaction', value: filters.forSaleForRent });
  for (const code of filters.type) tags.push({ kind: 'type', code });
  if (filters.price_min !== null || filters.price_max !== null) tags.push({ kind: 'price', min: filters.price_min, max: filters.price_max });
  if (filters.bedrooms !== null) tags.push({ kind: 'bedrooms', value: filters.bedrooms });
  if (filters.bathrooms !== null) tags.push({ kind: 'bathrooms', value: filters.bathrooms });
  if (filters.open_house) tags.push({ kind: 'openHouse' });
  if (filters.map_bounds) tags.push({ kind: 'mapBounds' });
  return tags;
}

/** The filters with the tag's criterion cleared (set to its empty value or null). */
export function withoutTag(filters: SearchFilters, tag: FilterTag): SearchFilters {
  const next = { ...filters };
  switch (tag.kind) {
    case 'mun':
      next.mun = filters.mun.filter((code) => code !== tag.code);
      break;
    case 'allMun':
      next.mun = [];
      break;
    case 'type':
      next.type = filters.type.filter((code) => code !== tag.code);
      break;
    case 'price':
      next.price_min = null;
      next.price_max = null;
      break;
    case 'openHouse':
      next.open_house = defaultSearchFilters.open_house;
      break;
    case 'mapBounds':
      next.map_bounds = null;
      break;
    case 'transaction':
      next.forSaleForRent = null;
      break;
    case 'bedrooms':
      next.bedrooms = null;
      break;
    case 'bathrooms':
      next.bathrooms = null;
      break;
  }
  return normalizeFilters(next);
}

/** Count shown on the more-criteria and filters buttons: criteria set besides municipalities and sort. */
export function activeCriteriaCount(filters: SearchFilters): number {
  return filterTags({ ...filters, mun: [] }).length;
}

/** A stable React key for a tag. */
export function tagKey(tag: FilterTag): string {
  return 'code' in tag ? `${tag.kind}:${tag.code}` : tag.kind;
}
