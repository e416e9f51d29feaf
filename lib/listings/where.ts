import { contractRunningSql } from '@/lib/compliance/listing-contract';
import { soldAdvertisedSql } from '@/lib/compliance/sold-authorisation';
import type { OrderBy, SearchFilters } from './filters';
import { CRITERIA } from './criteria-sql';
import type { ListingStatus } from './types';

/**
 * What makes a listing public, per status: the one condition every public read of listings
 * (search, counts, map, featured and sold blocks, listing page, tooltip, sitemap, profiles)
 * starts from, so none can show what the advertising rules hold back (lib/compliance): an
 * active listing only while its brokerage contract runs, a sold one only when advertising its
 * sale was authorised (its price: rows.ts, ITEM_COLUMNS).
 *
 * The status is a literal, not a parameter: the search indexes are partial on
 * status = 'active' and the planner can only use them when it sees the constant.
 */
export function publicListingSql(status: ListingStatus, alias = 'l'): string {
  if (status === 'active') return `${alias}.status = 'active' and ${contractRunningSql(alias)}`;
  return `${alias}.status = 'sold' and ${soldAdvertisedSql(alias)}`;
}

/** A listing public under either status: what a listing page and its map popup show. */
export function anyPublicListingSql(alias = 'l'): string {
  return `((${publicListingSql('active', alias)}) or (${publicListingSql('sold', alias)}))`;
}

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
  const conditions = [publicListingSql(status)];
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
