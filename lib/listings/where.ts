import type { OrderBy, SearchFilters } from './filters';
import { CRITERIA } from './criteria-sql';
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
  for (const criterion of CRITERIA) {
    const values = criterion.values(filters);
    if (!values) continue;
    const list = values[0];
    if (criterion.one && Array.isArray(list) && list.length === 1) {
      conditions.push(criterion.one(add(list[0])));
      continue;
    }
    const refs = new Map<number, string>();
    conditions.push(criterion.sql((i) => refs.get(i) ?? refs.set(i, `${add(values[i])}::${criterion.types[i]}`).get(i)!));
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
