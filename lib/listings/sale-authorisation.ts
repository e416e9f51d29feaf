import { z } from 'zod';
import { invalidateListingPages } from '@/lib/listings/invalidate';
import type { Queryable } from '@/lib/db/types';

/**
 * Rule sold_authorisation: what the parties of a sale authorised (advertising the sale,
 * disclosing its price), recorded at /qa/listings/{uls} for any of the site's listings, a
 * feed's included (the feed has no standard field for it). Public reads obey it
 * (lib/listings/where.ts, rows.ts). Where the recorder's publishing is reviewed, a change that
 * shows more of the sale waits for approval (lib/review, item kind `sale`).
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

/**
 * Whether `next` makes the public site show more of the sale than `current` does: the sale
 * advertised, or its price disclosed, where it is not now. What a reviewed person's change
 * waits for approval for; one that shows less applies at once (holding back is never what
 * the rule forbids, and the parties' withdrawn consent must not wait for a reviewer).
 */
export function showsMoreOfSale(current: Pick<SaleAuthorisationRecord, 'advertise' | 'disclose_price'>, next: SaleAuthorisationBody): boolean {
  return (next.advertise && !current.advertise) || (next.advertise && next.disclose_price && !current.disclose_price);
}

/**
 * Writes what the parties authorised inside the caller's transaction (false when the listing
 * is not the site's), `recordedBy` the account that recorded it; the caller expires the
 * listing's pages after the commit (an approval writes it with its decision).
 */
export async function writeSaleAuthorisation(tx: Queryable, siteId: string, uls: number, input: SaleAuthorisationBody, recordedBy: number | null): Promise<boolean> {
  const rows = await tx.query<{ uls: number }>(
    `update listings l set sale_ad_authorised = $3, sale_price_authorised = $4, sale_authorised_on = $5, sale_authorised_by = $6
      where l.uls = $1 and ${OF_SITE} returning l.uls`,
    [uls, siteId, input.advertise, input.advertise && input.disclose_price, input.authorised_on, recordedBy],
  );
  return rows.length > 0;
}

/** Records what the parties authorised (false when the listing is not the site's), then expires the pages that show it. */
export async function recordSaleAuthorisation(db: Queryable, siteId: string, uls: number, input: SaleAuthorisationBody, editorId: number): Promise<boolean> {
  if (!(await writeSaleAuthorisation(db, siteId, uls, input, editorId))) return false;
  invalidateListingPages([uls]);
  return true;
}

/** The listing's address (what names it in the review queue and the author's e-mail), or null when it is not the site's. */
export async function saleListingStreet(db: Queryable, siteId: string, uls: number): Promise<string | null> {
  const rows = await db.query<{ street: string }>(`select l.street from listings l where l.uls = $1 and ${OF_SITE} for update of l`, [uls, siteId]);
  return rows[0]?.street ?? null;
}
