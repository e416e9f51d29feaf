import { z } from 'zod';
import { invalidateListingPages } from '@/lib/listings/invalidate';
import type { Queryable } from '@/lib/db/types';

/**
 * Rule sold_authorisation: what the parties of a sale authorised (advertising the sale,
 * disclosing its price), recorded at /qa/listings/{uls} for any of the site's listings, a
 * feed's included (the feed has no standard field for it). Public reads obey it
 * (lib/listings/where.ts, rows.ts).
 */

export const saleAuthorisationBody = z
  .object({
    advertise: z.boolean(),
    disclose_price: z.boolean(),
    /** The day the authorisation was given. */
    authorised_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD').refine((d) => !Number.isNaN(Date.parse(d)), 'a date YYYY-MM-DD'),
  })
  .strict()
  .refine((a) => a.advertise || !a.disclose_price, { message: 'the price is disclosed only with the sale', path: ['disclose_price'] });
export type SaleAuthorisationBody = z.infer<typeof saleAuthorisationBody>;

export interface SaleAuthorisationRecord {
  advertise: boolean;
  disclose_price: boolean;
  /** Null: nothing recorded (reads as not authorised). */
  authorised_on: string | null;
  /** The account that recorded it (its e-mail), when recorded here. */
  recorded_by: string | null;
}

/** The site's listings: hand-managed ones entered on it and those of its feeds. */
const OF_SITE = `((l.source = 'manual' and exists (select 1 from listing_details d where d.uls = l.uls and d.source_data->>'site_id' = $2))
  or (l.source = 'reso' and l.feed_id in (select f.id from feeds f where f.site_id = $2)))`;

export async function getSaleAuthorisation(db: Queryable, siteId: string, uls: number): Promise<SaleAuthorisationRecord | null> {
  const rows = await db.query<{ advertise: boolean; disclose_price: boolean; authorised_on: string | null; recorded_by: string | null }>(
    `select l.sale_ad_authorised as advertise, l.sale_price_authorised as disclose_price, l.sale_authorised_on::text as authorised_on,
            (select e.email from editors e where e.id = l.sale_authorised_by) as recorded_by
       from listings l where l.uls = $1 and ${OF_SITE}`,
    [uls, siteId],
  );
  return rows[0] ?? null;
}

/** Records what the parties authorised (false when the listing is not the site's), then expires the pages that show it. */
export async function recordSaleAuthorisation(db: Queryable, siteId: string, uls: number, input: SaleAuthorisationBody, editorId: number): Promise<boolean> {
  const rows = await db.query<{ uls: number }>(
    `update listings l set sale_ad_authorised = $3, sale_price_authorised = $4, sale_authorised_on = $5, sale_authorised_by = $6
      where l.uls = $1 and ${OF_SITE} returning l.uls`,
    [uls, siteId, input.advertise, input.advertise && input.disclose_price, input.authorised_on, editorId],
  );
  if (!rows[0]) return false;
  invalidateListingPages([uls]);
  return true;
}
