import type { Database } from '@/lib/db/types';
import { generateListings, type ListingRow } from '@/lib/listings/generator';
import { insertListings, insertMunicipalities } from '@/lib/listings/insert';
import { MUNICIPALITIES } from '@/lib/listings/municipalities-data';
import type { SearchFilters } from '@/lib/listings/filters';

/** 600 generated listings relative to today, so open houses are upcoming. */
export async function seedFixtureListings(db: Database, count = 600): Promise<ListingRow[]> {
  const rows = [...generateListings({ count, seed: 99, now: new Date() })];
  await insertMunicipalities(db, MUNICIPALITIES);
  await insertListings(db, rows);
  return rows;
}

/** The search semantics, written independently of the SQL: the oracle for the service tests. */
export function matches(row: ListingRow, f: SearchFilters): boolean {
  if (row.status !== 'active') return false;
  if (f.mun.length && !f.mun.includes(row.mun_code)) return false;
  if (f.type.length && !(f.type as string[]).includes(row.type)) return false;
  if (f.price_min !== null && row.price < f.price_min) return false;
  if (f.price_max !== null && row.price > f.price_max) return false;
  if (f.bedrooms !== null && (row.bedrooms ?? -1) < f.bedrooms) return false;
  if (f.bathrooms !== null && (row.bathrooms ?? -1) < f.bathrooms) return false;
  if (f.forSaleForRent && row.transaction !== (f.forSaleForRent === 'rent' ? 'rent' : 'sale')) return false;
  if (f.open_house && !(row.open_house_until && Date.parse(row.open_house_until) >= Date.now())) return false;
  const b = f.map_bounds;
  if (b && !(row.lat >= b.SouthWest_lat && row.lat <= b.NorthEast_lat && row.lng >= b.SouthWest_lng && row.lng <= b.NorthEast_lng)) {
    return false;
  }
  return true;
}
