import type { Queryable } from '@/lib/db/types';
import { pick, type Locale, type Localized } from '@/lib/i18n/locales';
import type { AdvertisingIdentity } from './identity';

/**
 * CASL (S.C. 2010, c. 23, s. 6(2); CRTC regulations, s. 2): a commercial e-mail gives the
 * sender's mailing address. A site's e-mails give its first office's; a site without an
 * office (a broker working from home, a new site) gives the business address of its identity.
 */

export interface OfficeAddress {
  address_street: Localized<string>;
  address_city: Localized<string>;
  postal_code: string;
}

/** « 1000, rue De La Gauchetière Ouest, Montréal H3B 4W8 »; empty when the office has no street. */
export function officeAddressLine(office: OfficeAddress | null | undefined, locale: Locale): string {
  if (!office) return '';
  const street = pick(office.address_street, locale)?.trim() ?? '';
  const city = [pick(office.address_city, locale)?.trim() ?? '', office.postal_code.trim()].filter(Boolean).join(' ');
  return street ? [street, city].filter(Boolean).join(', ') : '';
}

/** The postal address the site's e-mails carry: its first office's, else its identity's. */
export function senderPostalAddress(office: OfficeAddress | null | undefined, identity: AdvertisingIdentity, locale: Locale): string {
  return officeAddressLine(office, locale) || identity.postal_address;
}

/** The site's first office (list order), whose address its e-mails give. */
export async function firstOfficeAddress(db: Queryable, siteId: string): Promise<OfficeAddress | null> {
  const rows = await db.query<OfficeAddress>('select address_street, address_city, postal_code from offices where site_id = $1 order by position, id limit 1', [siteId]);
  return rows[0] ?? null;
}
