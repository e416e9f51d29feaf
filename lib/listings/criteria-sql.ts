import type { SearchFilters } from './filters';

/**
 * One definition of what each search criterion means on a listing row `l`, shared by the
 * search API (lib/listings/where.ts: the criterion's values are query parameters) and the
 * saved-search matcher (lib/alerts/match.ts: the values are columns of a saved_searches row),
 * so an alert never disagrees with the results page it links to.
 *
 * Each criterion reads its values from the filters (null: the criterion is not set) and
 * writes its condition from SQL expressions for those values, in order.
 */
export interface Criterion {
  key: string;
  /** The criterion's values, or null when the filters do not set it. */
  values(filters: SearchFilters): unknown[] | null;
  /** PostgreSQL types of the values (casts for parameters, column types for saved searches). */
  types: readonly string[];
  /** Saved-search columns holding the values (migration 0060). */
  columns: readonly string[];
  /** The condition on `l`; `v(i)` is the SQL expression of value i (read only when used). */
  sql(v: (i: number) => string): string;
  /** For a list criterion given one value: the same condition written "=" (plain index lookups). */
  one?(v: string): string;
}

export const CRITERIA: readonly Criterion[] = [
  {
    key: 'mun',
    values: (f) => (f.mun.length > 0 ? [f.mun] : null),
    types: ['text[]'],
    columns: ['c_mun'],
    sql: (v) => `l.mun_code = any(${v(0)})`,
    one: (v) => `l.mun_code = ${v}`,
  },
  {
    key: 'type',
    values: (f) => (f.type.length > 0 ? [f.type] : null),
    types: ['text[]'],
    columns: ['c_type'],
    sql: (v) => `l.type = any(${v(0)})`,
    one: (v) => `l.type = ${v}`,
  },
  { key: 'price_min', values: (f) => (f.price_min !== null ? [f.price_min] : null), types: ['int'], columns: ['c_price_min'], sql: (v) => `l.price >= ${v(0)}` },
  { key: 'price_max', values: (f) => (f.price_max !== null ? [f.price_max] : null), types: ['int'], columns: ['c_price_max'], sql: (v) => `l.price <= ${v(0)}` },
  { key: 'bedrooms', values: (f) => (f.bedrooms !== null ? [f.bedrooms] : null), types: ['int'], columns: ['c_bedrooms'], sql: (v) => `l.bedrooms >= ${v(0)}` },
  { key: 'bathrooms', values: (f) => (f.bathrooms !== null ? [f.bathrooms] : null), types: ['int'], columns: ['c_bathrooms'], sql: (v) => `l.bathrooms >= ${v(0)}` },
  {
    key: 'forSaleForRent',
    values: (f) => (f.forSaleForRent ? [f.forSaleForRent === 'rent' ? 'rent' : 'sale'] : null),
    types: ['text'],
    columns: ['c_transaction'],
    sql: (v) => `l.transaction = ${v(0)}`,
  },
  { key: 'open_house', values: (f) => (f.open_house ? [true] : null), types: ['boolean'], columns: ['c_open_house'], sql: () => 'l.open_house_until >= now()' },
  {
    key: 'map_bounds',
    values: (f) => {
      const b = f.map_bounds;
      return b ? [b.SouthWest_lat, b.NorthEast_lat, b.SouthWest_lng, b.NorthEast_lng] : null;
    },
    types: ['float8', 'float8', 'float8', 'float8'],
    columns: ['c_sw_lat', 'c_ne_lat', 'c_sw_lng', 'c_ne_lng'],
    sql: (v) => `l.lat between ${v(0)} and ${v(1)} and l.lng between ${v(2)} and ${v(3)}`,
  },
];

/** Every saved-search criterion column, in CRITERIA order. */
export const CRITERIA_COLUMNS: readonly string[] = CRITERIA.flatMap((c) => c.columns);

/** The values of the criterion columns for some filters (null where a criterion is not set). */
export function criteriaColumnValues(filters: SearchFilters): unknown[] {
  return CRITERIA.flatMap((c) => c.values(filters) ?? c.columns.map(() => null));
}

/**
 * The condition "listing `l` matches the saved search `alias`": every criterion the search
 * sets holds (a criterion not set is null in its first column).
 */
export function savedSearchMatchSql(alias: string): string {
  return CRITERIA.map((c) => {
    const first = `${alias}.${c.columns[0]}`;
    return `(${first} is null or (${c.sql((i) => `${alias}.${c.columns[i]}`)}))`;
  }).join(' and ');
}
