import type { OrderBy, SearchFilters } from './filters';
import type { ListingStatus } from './types';

/**
 * The status condition is a literal, not a parameter: the search indexes are partial on
 * status = 'active' and the planner can only use them when it sees the constant.
 */
const STATUS_SQL: Record<ListingStatus, string> = {
  active: "l.status = 'active'",
  sold: "l.status = 'sold'",
};

/**
 * SQL conditions on `l` (listings) for the search filters; values go in params, never in the text.
 * Searches read active listings; the sold-properties map asks for sold ones.
 */
export function whereClause(
  filters: SearchFilters,
  params: unknown[] = [],
  status: ListingStatus = 'active',
): { sql: string; params: unknown[] } {
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions = [STATUS_SQL[status]];
  if (filters.mun.length === 1) conditions.push(`l.mun_code = ${add(filters.mun[0])}`);
  else if (filters.mun.length > 1) conditions.push(`l.mun_code = any(${add(filters.mun)}::text[])`);
  if (filters.type.length === 1) conditions.push(`l.type = ${add(filters.type[0])}`);
  else if (filters.type.length > 1) conditions.push(`l.type = any(${add(filters.type)}::text[])`);
  if (filters.price_min !== null) conditions.push(`l.price >= ${add(filters.price_min)}`);
  if (filters.price_max !== null) conditions.push(`l.price <= ${add(filters.price_max)}`);
  if (filters.bedrooms !== null) conditions.push(`l.bedrooms >= ${add(filters.bedrooms)}`);
  if (filters.bathrooms !== null) conditions.push(`l.bathrooms >= ${add(filters.bathrooms)}`);
  if (filters.forSaleForRent) conditions.push(`l.transaction = ${add(filters.forSaleForRent === 'rent' ? 'rent' : 'sale')}`);
  if (filters.open_house) conditions.push('l.open_house_until >= now()');
  const b = filters.map_bounds;
  if (b) {
    conditions.push(`l.lat between ${add(b.SouthWest_lat)} and ${add(b.NorthEast_lat)}`);
    conditions.push(`l.lng between ${add(b.SouthWest_lng)} and ${add(b.NorthEast_lng)}`);
  }
  return { sql: conditions.join(' and '), params };
}

/** Every order ends on uls so pages never repeat or skip a listing. */
export const ORDER_SQL: Record<OrderBy, string> = {
  newest: 'l.listed_at desc, l.uls desc',
  oldest: 'l.listed_at asc, l.uls asc',
  // By price within the transaction: sales first, then rents ('sale' > 'rent', hence desc).
  // Mixing them put 700 $/month rents before every sale price (a rent is monthly). Written as
  // a plain column order so the listings_active_tx_price_* indexes serve it (migration 0014).
  price_desc: 'l.transaction desc, l.price desc, l.uls desc',
  price_asc: 'l.transaction desc, l.price asc, l.uls asc',
};
