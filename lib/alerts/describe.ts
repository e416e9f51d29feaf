import { formatCurrency } from '@/lib/format/currency';
import type { SearchFilters } from '@/lib/listings/filters';
import { MUNICIPALITIES } from '@/lib/listings/municipalities-data';
import { PROPERTY_TYPE_LABELS } from '@/lib/listings/property-types';
import { alertTexts } from './texts';
import type { AlertLocale } from './types';

const MUNICIPALITY_NAMES = new Map(MUNICIPALITIES.map((m) => [m.code, m.name]));

function joinList(items: string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/** "Maisons à vendre à Laval, 300 000 $ à 800 000 $, 3 chambres et plus" */
export function describeCriteriaSync(criteria: SearchFilters, locale: AlertLocale): string {
  const t = alertTexts(locale);
  const price = (n: number) => formatCurrency(n, locale, { decimals: 0 });
  const types = criteria.type.map((code) => PROPERTY_TYPE_LABELS[code]?.[locale] ?? code);
  const typeText = types.length > 0 ? joinList(types, t('describe.and')) : t('describe.any');
  let head = typeText;
  if (criteria.forSaleForRent) head += ` ${t(criteria.forSaleForRent === 'rent' ? 'describe.rent' : 'describe.sale')}`;
  if (criteria.mun.length > 0) {
    const places = criteria.mun.map((code) => MUNICIPALITY_NAMES.get(code) ?? code);
    head += ` ${t('describe.in', { places: joinList(places, t('describe.and')) })}`;
  }
  const parts = [head];
  if (criteria.price_min !== null && criteria.price_max !== null) {
    parts.push(t('describe.priceRange', { min: price(criteria.price_min), max: price(criteria.price_max) }));
  } else if (criteria.price_min !== null) parts.push(t('describe.priceFrom', { min: price(criteria.price_min) }));
  else if (criteria.price_max !== null) parts.push(t('describe.priceTo', { max: price(criteria.price_max) }));
  if (criteria.bedrooms !== null) parts.push(t('describe.bedrooms', { count: criteria.bedrooms }));
  if (criteria.bathrooms !== null) parts.push(t('describe.bathrooms', { count: criteria.bathrooms }));
  if (criteria.open_house) parts.push(t('describe.openHouse'));
  if (criteria.map_bounds) parts.push(t('describe.mapArea'));
  return parts.join(', ');
}

/** "Maisons à vendre à Laval, 300 000 $ à 800 000 $, 3 chambres et plus" */
export async function describeCriteria(criteria: SearchFilters, locale: AlertLocale): Promise<string> {
  return describeCriteriaSync(criteria, locale);
}
