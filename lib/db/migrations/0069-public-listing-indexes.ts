/**
 * The search's covering indexes carry what makes a listing public (lib/listings/where.ts): an
 * active listing's contract days, a sold one's authorisations. Counts, marker lists and page
 * ids then stay index-only scans: the condition is checked on the index, not the table.
 */
export const sql = `
drop index if exists listings_active_listed_idx;
create index listings_active_listed_idx on listings (listed_at desc, uls desc)
  include (price, type, transaction, bedrooms, bathrooms, lat, lng, contract_start, contract_end) where status = 'active';

drop index if exists listings_active_price_idx;
create index listings_active_price_idx on listings (price, uls)
  include (listed_at, type, transaction, bedrooms, bathrooms, lat, lng, contract_start, contract_end) where status = 'active';

drop index if exists listings_active_mun_idx;
create index listings_active_mun_idx on listings (mun_code, type, price)
  include (transaction, bedrooms, bathrooms, listed_at, open_house_until, uls, lat, lng, contract_start, contract_end) where status = 'active';

drop index if exists listings_active_latlng_idx;
create index listings_active_latlng_idx on listings (lat, lng)
  include (type, price, transaction, bedrooms, bathrooms, listed_at, uls, contract_start, contract_end) where status = 'active';

drop index if exists listings_active_mun_tx_idx;
create index listings_active_mun_tx_idx on listings (mun_code, transaction, type, price)
  include (bedrooms, bathrooms, listed_at, open_house_until, uls, lat, lng, contract_start, contract_end) where status = 'active';

drop index if exists listings_active_tx_price_asc_idx;
create index listings_active_tx_price_asc_idx on listings (transaction desc, price asc, uls asc)
  include (listed_at, type, bedrooms, bathrooms, mun_code, lat, lng, contract_start, contract_end) where status = 'active';

drop index if exists listings_active_tx_price_desc_idx;
create index listings_active_tx_price_desc_idx on listings (transaction desc, price desc, uls desc)
  include (listed_at, type, bedrooms, bathrooms, mun_code, lat, lng, contract_start, contract_end) where status = 'active';

drop index if exists listings_sold_idx;
create index listings_sold_idx on listings (mun_code, listed_at desc, uls desc)
  include (price, type, transaction, bedrooms, bathrooms, lat, lng) where status = 'sold' and sale_ad_authorised;
`;
