import type { Queryable } from '@/lib/db/types';
import { identityOf } from './identity';
import { missingMentions, type LicensedPerson, type MissingMention } from './mentions';
import { firstOfficeAddress, senderPostalAddress } from './sender-address';

/**
 * What a site lacks for the mandatory mentions of its pages and e-mails (rule mentions), its
 * e-mails' postal address included. The caller reads the members, since the publish check
 * reads more of them (their photos) in the same query.
 */
export async function missingSiteMentions(db: Queryable, site: { id: string; type: string; advertising?: unknown }, members: readonly LicensedPerson[]): Promise<MissingMention[]> {
  const identity = identityOf(site.advertising);
  const senderAddress = senderPostalAddress(await firstOfficeAddress(db, site.id), identity, 'fr');
  return missingMentions(site.type, identity, members, senderAddress);
}
