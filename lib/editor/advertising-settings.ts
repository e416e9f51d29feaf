import { z } from 'zod';
import { invalidateSites } from '@/lib/cache/invalidate';
import { advertisingIdentitySchema, practiceKinds, type AdvertisingIdentity } from '@/lib/compliance/identity';
import type { Queryable } from '@/lib/db/types';

/** The body of PUT /api/editor/site/advertising: the whole identity, its kind named (an empty body is refused). */
export const advertisingBody = advertisingIdentitySchema.extend({ kind: z.enum(practiceKinds) });

export type AdvertisingSaveResult = { saved: true; identity: AdvertisingIdentity } | { saved: false; field: 'executive_officer_id' | 'broker_member_id' };

/**
 * Saves what the site's advertisements carry (rule mentions, lib/compliance). The executive
 * officer and the advertised broker are members of this site, or nothing is saved. Every
 * page's mentions change at once (the sites tag).
 */
export async function saveAdvertisingIdentity(db: Queryable, siteId: string, identity: AdvertisingIdentity): Promise<AdvertisingSaveResult> {
  for (const field of ['executive_officer_id', 'broker_member_id'] as const) {
    const id = identity[field];
    if (id === null) continue;
    const rows = await db.query('select 1 from members where site_id = $1 and id = $2', [siteId, id]);
    if (rows.length === 0) return { saved: false, field };
  }
  const rows = await db.query('update sites set advertising = $2, updated_at = now() where id = $1 returning id', [siteId, JSON.stringify(identity)]);
  if (rows.length === 0) throw new Error(`site ${siteId} not found`);
  invalidateSites(siteId);
  return { saved: true, identity };
}
