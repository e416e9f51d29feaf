import { describe, expect, it } from 'vitest';
import { activeFilterCount, defaultFilters, filtersToQuery, MAX_PRICE, parseSearchParams, type SearchFilters } from '@/lib/listings/filters';

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

function ok(query: string) {
  const result = parse(query);
  if (!result.ok) throw new Error(`expected ${query} to parse: ${result.message}`);
  return result;
}

function fails(query: string) {
  const result = parse(query);
  if (result.ok) throw new Error(`expected ${query} to fail`);
  return result;
}

describe('parseSearchParams', () => {
  it('gives the defaults for an empty query and says no filter was recognised', () => {
    const result = ok('');
    expect(result.filters).toEqual(defaultFilters());
    expect(result.paging).toEqual({ order_by: 'newest', page: 1, limit: 25 });
    expect(result.recognised).toBe(false);
  });

  it('ignores unknown parameters (reset_filters, utm) without recognising them', () => {
    const result = ok('reset_filters=1&utm_source=x');
    expect(result.recognised).toBe(false);
  });

  it('reads repeated and comma-separated municipality codes, sorted and unique', () => {
    expect(ok('mun=66023&mun=23027').filters.mun).toEqual(['23027', '66023']);
    expect(ok('mun=66023,23027,66023').filters.mun).toEqual(['23027', '66023']);
    expect(ok('mun=66023').recognised).toBe(true);
  });

  it('reads property types, sorted', () => {
    expect(ok('type=maison&type=condo').filters.type).toEqual(['condo', 'maison']);
  });

  it('casts prices: spaces and commas removed, 0 minimum and Infinity maximum mean none', () => {
    const { filters } = ok('price_min=350%20000&price_max=1,200,000');
    expect(filters.price_min).toBe(350000);
    expect(filters.price_max).toBe(1200000);
    expect(ok('price_min=0&price_max=Infinity').filters).toMatchObject({ price_min: null, price_max: null });
  });

  it('reads bedrooms and bathrooms as minimums, open_house as 1/true, forSaleForRent', () => {
    const { filters } = ok('bedrooms=3&bathrooms=2&open_house=1&forSaleForRent=rent');
    expect(filters).toMatchObject({ bedrooms: 3, bathrooms: 2, open_house: true, forSaleForRent: 'rent' });
    expect(ok('open_house=true').filters.open_house).toBe(true);
    expect(ok('open_house=0').filters.open_house).toBe(false);
    expect(ok('bedrooms=0').filters.bedrooms).toBeNull();
  });

  it('reads flattened map bounds', () => {
    const { filters } = ok('SouthWest_lat=45.4&SouthWest_lng=-73.8&NorthEast_lat=45.7&NorthEast_lng=-73.4');
    expect(filters.map_bounds).toEqual({ SouthWest_lat: 45.4, SouthWest_lng: -73.8, NorthEast_lat: 45.7, NorthEast_lng: -73.4 });
  });

  it('reads paging and sort', () => {
    expect(ok('order_by=price_asc&page=3&limit=50').paging).toEqual({ order_by: 'price_asc', page: 3, limit: 50 });
  });

  it.each([
    ['price_min=abc', 'price_min'],
    ['price_max=12.5', 'price_max'],
    ['price_min=-5', 'price_min'],
    ['price_min=500000&price_max=300000', 'price_min'],
    ['type=castle', 'type'],
    ['mun=Montreal', 'mun'],
    ['bedrooms=two', 'bedrooms'],
    ['bathrooms=-1', 'bathrooms'],
    ['forSaleForRent=lease', 'forSaleForRent'],
    ['open_house=yes', 'open_house'],
    ['order_by=cheapest', 'order_by'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['limit=101', 'limit'],
    ['limit=0', 'limit'],
    ['SouthWest_lat=45&SouthWest_lng=-74&NorthEast_lat=46', 'NorthEast_lng'],
    ['SouthWest_lat=95&SouthWest_lng=-74&NorthEast_lat=46&NorthEast_lng=-73', 'SouthWest_lat'],
    ['SouthWest_lat=45&SouthWest_lng=-200&NorthEast_lat=46&NorthEast_lng=-73', 'SouthWest_lng'],
    ['SouthWest_lat=46&SouthWest_lng=-74&NorthEast_lat=45&NorthEast_lng=-73', 'SouthWest_lat'],
    ['SouthWest_lat=45&SouthWest_lng=x&NorthEast_lat=46&NorthEast_lng=-73', 'SouthWest_lng'],
    ['price_min=2147483648', 'price_min'],
    ['price_max=9999999999', 'price_max'],
    ['price_max=2 147 483 648', 'price_max'],
    ['status=pending', 'status'],
  ])('rejects %s naming %s', (query, param) => {
    const result = fails(query);
    expect(result.param).toBe(param);
    expect(result.message).toContain(param);
  });
});

describe('price bounds and listing status', () => {
  it('accepts prices up to the integer column maximum', () => {
    expect(MAX_PRICE).toBe(2_147_483_647);
    const result = ok('price_min=2147483647&price_max=2,147,483,647');
    expect(result.filters.price_min).toBe(MAX_PRICE);
    expect(result.filters.price_max).toBe(MAX_PRICE);
  });

  it('says which price is too large, with the maximum', () => {
    expect(fails('price_max=2147483648').message).toBe('price_max must be at most 2147483647');
  });

  it('reads active listings by default and sold ones on request, without counting status as a filter', () => {
    expect(ok('').status).toBe('active');
    expect(ok('status=active').status).toBe('active');
    const sold = ok('status=sold');
    expect(sold.status).toBe('sold');
    expect(sold.recognised).toBe(false);
  });
});

describe('filtersToQuery', () => {
  const full: SearchFilters = {
    mun: ['66023', '23027'],
    type: ['maison'],
    price_min: 300000,
    price_max: 800000,
    bedrooms: 2,
    bathrooms: 1,
    forSaleForRent: 'buy',
    open_house: true,
    map_bounds: { SouthWest_lat: 45.4, SouthWest_lng: -73.8, NorthEast_lat: 45.7, NorthEast_lng: -73.4 },
  };

  it('omits empty values and writes open_house as 1', () => {
    expect(filtersToQuery(defaultFilters()).toString()).toBe('');
    expect(filtersToQuery(full).get('open_house')).toBe('1');
    expect(filtersToQuery({ ...full, open_house: false }).has('open_house')).toBe(false);
  });

  it('round-trips through parseSearchParams', () => {
    const query = filtersToQuery(full, { order_by: 'price_desc', page: 2 });
    expect(query.getAll('mun')).toEqual(['23027', '66023']);
    expect(query.get('SouthWest_lat')).toBe('45.4');
    const back = ok(query.toString());
    expect(back.filters).toEqual({ ...full, mun: ['23027', '66023'] });
    expect(back.paging).toEqual({ order_by: 'price_desc', page: 2, limit: 25 });
  });

  it('omits an infinite maximum and default paging', () => {
    const query = filtersToQuery({ ...defaultFilters(), price_max: Number.POSITIVE_INFINITY }, { order_by: 'newest', page: 1, limit: 25 });
    expect(query.toString()).toBe('');
  });
});

describe('activeFilterCount', () => {
  it('counts each filter group once', () => {
    expect(activeFilterCount(defaultFilters())).toBe(0);
    expect(activeFilterCount({ ...defaultFilters(), mun: ['66023', '23027'], price_min: 1, price_max: 2, open_house: true })).toBe(3);
  });
});
