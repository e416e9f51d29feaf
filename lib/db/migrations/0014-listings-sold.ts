/**
 * The sold-properties map reads sold listings, which the search indexes (partial on
 * status = 'active') do not cover: at a million listings it read the table. This partial
 * index serves its count, markers and cards by municipality or not, index-only.
 */
export const sql = `
create index listings_sold_idx on listings (mun_code, listed_at desc, uls desc)
  include (price, type, transaction, bedrooms, bathrooms, lat, lng) where status = 'sold';
`;
