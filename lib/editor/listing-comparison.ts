import type { Queryable } from '@/lib/db/types';
import { locales, type Locale } from '@/lib/i18n/locales';
import type { ManualListing } from '@/lib/listings/sources/manual-input';
import type { SaleAuthorisationBody } from '@/lib/listings/sale-authorisation';
import { getManualListing } from '@/lib/listings/sources/manual';
import { listingVersionInput } from '@/lib/listings/sources/manual-versions';
import { loadMessages } from '@/locales';
import { compareVersions, type VersionComparison } from './compare-versions';

/**
 * Two states of a hand-managed listing compared with the pages' comparison: a listing is a
 * flat record (its description in each language) and a list of photos, so it has fields and
 * no blocks. Each field is named as the listing form names it.
 */

type SaleAuthorisationFields = Pick<SaleAuthorisationBody, 'advertise' | 'disclose_price'> & { authorised_on: string | null };

/** A version's number, or 'current' for the listing as it is saved now. */
export type ListingSide = number | 'current';

const formLabels: Record<Locale, Record<string, string>> = {
  fr: loadMessages('fr').listingsEditor.listings as Record<string, string>,
  en: loadMessages('en').listingsEditor.listings as Record<string, string>,
};

export function compareListingInputs(before: ManualListing | null, after: ManualListing | null): VersionComparison {
  const comparison = compareVersions({ fields: { ...before }, blocks: [] }, { fields: { ...after }, blocks: [] });
  for (const change of comparison.fields) {
    const [field, ...rest] = change.path;
    if (typeof field !== 'string') continue;
    // The description's label names its language in the form ("Description en français"): the field's own name is enough here.
    const key = field === 'description' ? null : field.replace(/_/g, '-');
    for (const locale of locales) {
      const name = key ? formLabels[locale][key] : undefined;
      if (!name) continue;
      const tail = rest.filter((segment) => segment !== change.locale).map((segment) => (typeof segment === 'number' ? String(segment + 1) : segment));
      change.label[locale] = [name.replace(/\s*\(.*\)$/, ''), ...tail].join(' › ');
    }
  }
  return comparison;
}

const saleLabels: Record<Locale, Record<string, string>> = {
  fr: loadMessages('fr').listingsEditor['sale-authorisation'] as Record<string, string>,
  en: loadMessages('en').listingsEditor['sale-authorisation'] as Record<string, string>,
};

/** A sale authorisation as it is recorded now against one submitted, each field named as its form names it. */
export function compareSaleAuthorisations(before: SaleAuthorisationFields | null, after: SaleAuthorisationFields): VersionComparison {
  const fields = (a: SaleAuthorisationFields | null) => (a ? { advertise: a.advertise, disclose_price: a.advertise && a.disclose_price, authorised_on: a.authorised_on ?? '' } : {});
  const comparison = compareVersions({ fields: fields(before), blocks: [] }, { fields: fields(after), blocks: [] });
  for (const change of comparison.fields) {
    const key = String(change.path[0]).replace(/_/g, '-');
    for (const locale of locales) change.label[locale] = saleLabels[locale][key] ?? change.label[locale];
  }
  return comparison;
}

async function sideInput(db: Queryable, siteId: string, uls: number, side: ListingSide): Promise<ManualListing | null> {
  return side === 'current' ? getManualListing(db, siteId, uls) : listingVersionInput(db, siteId, uls, side);
}

/** Two versions (or a version and the current state) of one of the site's listings compared; null when either is unknown. */
export async function compareListingVersions(db: Queryable, siteId: string, uls: number, from: ListingSide, to: ListingSide): Promise<VersionComparison | null> {
  const [before, after] = await Promise.all([sideInput(db, siteId, uls, from), sideInput(db, siteId, uls, to)]);
  if (!before || !after) return null;
  return compareListingInputs(before, after);
}
