import type { PropertyTypeCode } from '../property-types';
import type { Badge, OpenHouse, Transaction } from '../types';
import type { StoredStatus } from './types';

const DAY = 86_400_000;

/**
 * The card's badge for a listing that does not come from the generator (whose badges also
 * draw lots): the same order of precedence, without the random ones (foreclosed, collection).
 */
export function badgeOf(
  row: { status: StoredStatus; transaction: Transaction; type: PropertyTypeCode; year_built: number | null; listed_at: string; open_house_dates: OpenHouse[] },
  now: Date,
): Badge | null {
  if (row.status === 'sold') return 'sold';
  if (row.open_house_dates.some((o) => Date.parse(o.end) >= now.getTime())) return 'open-house';
  if (row.transaction === 'rent') return 'rent';
  if (row.type === 'comm') return 'commercial';
  if (row.year_built !== null && row.year_built >= now.getUTCFullYear()) return 'new-build';
  if (now.getTime() - Date.parse(row.listed_at) < 7 * DAY) return 'new';
  return null;
}
