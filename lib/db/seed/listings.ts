import type { Queryable } from '../types';

/** Demo municipalities and listings (filled by the listings work). */
export async function seedListings(tx: Queryable): Promise<void> {
  void tx;
}
