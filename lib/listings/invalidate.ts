import { expireListingPages } from '@/lib/cache/invalidate';
import { forgetCounts } from './recent-counts';

/**
 * After listings are created, changed or removed (a feed run, an editor's save, a contract
 * ending, a sale authorisation): called once the change is committed. The counts a page
 * render would reuse go first, then the listings' pages expire.
 */
export function invalidateListingPages(uls: readonly number[]): void {
  if (uls.length === 0) return;
  forgetCounts();
  expireListingPages(uls);
}
