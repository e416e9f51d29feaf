/**
 * Rule `sold_authorisation` (rules.ts): until the deed of sale is published, a sold property
 * is advertised as sold only with the parties' authorisation, and its price only when they
 * authorised disclosing it (OACIQ, Publication of sold price). Nothing recorded reads as not
 * authorised: a feed's sold listing stays off the public pages until someone records it.
 */

export interface SaleAuthorisation {
  /** Advertising the sale authorised. */
  advertise: boolean;
  /** Disclosing the price authorised (only meaningful with `advertise`). */
  disclose_price: boolean;
}

/** What the public sees of a sold listing: nothing, « Vendu » without the price, or with it. */
export type SoldDisplay = 'hidden' | 'sold_without_price' | 'sold_with_price';

export function soldDisplay(authorisation: SaleAuthorisation | null | undefined): SoldDisplay {
  if (!authorisation?.advertise) return 'hidden';
  return authorisation.disclose_price ? 'sold_with_price' : 'sold_without_price';
}

/** SQL: sold listing `alias` may be advertised (the condition public reads of sold listings add). */
export function soldAdvertisedSql(alias: string): string {
  return `${alias}.sale_ad_authorised`;
}

/** SQL: the price of listing `alias` as the public may see it (null for a sold one whose price is not authorised). */
export function publicPriceSql(alias: string): string {
  return `case when ${alias}.status = 'sold' and not (${alias}.sale_ad_authorised and ${alias}.sale_price_authorised) then null else ${alias}.price end`;
}
