import type { Queryable } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/locales';
import { ITEM_COLUMNS, toListingItem, type ItemRow } from './rows';
import type { ListingItem } from './types';
import { publicListingSql } from './where';

/**
 * The active listings of brokers (a broker's or a team's profile page), newest first.
 * Listings name their broker by name (listing_details.broker), as the licence has it.
 */
export async function listingsByBrokers(
  db: Queryable,
  brokerNames: string[],
  locale: Locale,
  limit = 12,
): Promise<{ total: number; items: ListingItem[] }> {
  if (brokerNames.length === 0) return { total: 0, items: [] };
  const rows = await db.query<ItemRow & { total: number }>(
    `select ${ITEM_COLUMNS}, count(*) over () as total
       from listings l
       join listing_details d on d.uls = l.uls
       join municipalities m on m.mun_code = l.mun_code
      where ${publicListingSql('active')} and d.broker->>'name' = any($1::text[])
      order by l.listed_at desc, l.uls desc
      limit $2`,
    [brokerNames, limit],
  );
  return { total: Number(rows[0]?.total ?? 0), items: rows.map((row) => toListingItem(row, locale)) };
}
