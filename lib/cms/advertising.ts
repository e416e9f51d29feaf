import 'server-only';
import { cache } from 'react';
import { identityOf, type AdvertisingIdentity } from '@/lib/compliance/identity';
import type { LicensedPerson } from '@/lib/compliance/mentions';
import { getDatabaseId, getDb } from '@/lib/db';
import type { Queryable } from '@/lib/db/types';
import { getLicensedPerson } from '@/lib/members/queries';
import { cacheTags } from '@/lib/cache/tags';
import { taggedCache } from '@/lib/cache/invalidate';
import type { Site } from '@/lib/sites/sites';

/**
 * What a site's advertisements carry (rule mentions, lib/compliance): its identity and, for
 * a broker site, the broker's licence data. Read once per render of a page and kept in the
 * data cache under the sites tag and the site's advertising tag (member writes expire it).
 */
export interface SiteAdvertising {
  identity: AdvertisingIdentity;
  broker: LicensedPerson | null;
}

export async function loadSiteAdvertising(db: Queryable, site: Pick<Site, 'id' | 'advertising'>): Promise<SiteAdvertising> {
  const identity = identityOf(site.advertising);
  const broker = identity.broker_member_id === null ? null : await getLicensedPerson(db, site.id, identity.broker_member_id);
  return { identity, broker };
}

export const getSiteAdvertising = cache(async (site: Pick<Site, 'id' | 'advertising'>): Promise<SiteAdvertising> =>
  taggedCache(
    async () => loadSiteAdvertising(await getDb(), site),
    ['advertising', await getDatabaseId(), site.id, JSON.stringify(site.advertising ?? {})],
    [cacheTags.sites, cacheTags.siteAdvertising(site.id)],
  ),
);
