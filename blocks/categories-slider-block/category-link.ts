import { defaultFilters, filtersToQuery } from '@/lib/listings/filters';
import type { PropertyCtaItem } from '@/blocks/shared/items/schema';

/** The search page filtered on the card's category (its property type and transaction). */
export function categorySearchHref(searchPath: string, item: Pick<PropertyCtaItem, 'property_type' | 'forSaleForRent'>): string {
  const query = filtersToQuery({
    ...defaultFilters(),
    type: item.property_type ? [item.property_type] : [],
    forSaleForRent: item.forSaleForRent ?? null,
  }).toString();
  return query ? `${searchPath}?${query}` : searchPath;
}
