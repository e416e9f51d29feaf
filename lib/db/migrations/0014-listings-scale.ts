/**
 * Search at a million listings (scripts/bench-search.ts with BENCH_LISTINGS=1000000):
 * - Rentals (700–3 000 $/month) sit below every sale price, so a municipality + type + price
 *   search for buyers walked tens of thousands of rentals in listings_active_mun_idx before its
 *   first match. With the transaction in the key, such a search reads only its own rows
 *   (Montréal condos to buy: 57 ms -> 8 ms for a 10 000-row capped count).
 * - Price order is by price within the transaction (sales first, then rents): these two
 *   indexes give it in index order (page 2 of the whole search by price: 316 ms -> 0.1 ms).
 * - The sold-properties map reads sold listings, which the search indexes (partial on
 *   status = 'active') do not cover; this partial index serves it index-only.
 */
export const sql = `
create index listings_active_mun_tx_idx on listings (mun_code, transaction, type, price)
  include (bedrooms, bathrooms, listed_at, open_house_until, uls, lat, lng) where status = 'active';

create index listings_active_tx_price_asc_idx on listings (transaction desc, price asc, uls asc)
  include (listed_at, type, bedrooms, bathrooms, mun_code, lat, lng) where status = 'active';

create index listings_active_tx_price_desc_idx on listings (transaction desc, price desc, uls desc)
  include (listed_at, type, bedrooms, bathrooms, mun_code, lat, lng) where status = 'active';

create index listings_sold_idx on listings (mun_code, listed_at desc, uls desc)
  include (price, type, transaction, bedrooms, bathrooms, lat, lng) where status = 'sold';
`;
