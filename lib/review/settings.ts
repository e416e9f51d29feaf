import type { Role } from '@/lib/auth/roles';
import { invalidateSites } from '@/lib/cache/invalidate';
import type { SiteType } from '@/lib/content/site-types';
import type { Queryable } from '@/lib/db/types';

/**
 * Supervised publishing per site: whether a broker's and an editor's publish waits for a
 * reviewer's approval. Stored with the site (metadata.review); unset, a site that speaks for
 * a group (agency, team, office) reviews its brokers and a broker's own site does not.
 * Editors are reviewed only where a site admin turns it on.
 */
export interface ReviewSettings {
  brokers: boolean;
  editors: boolean;
}

export interface ReviewedSite {
  type: SiteType;
  metadata: { review?: Partial<ReviewSettings> };
}

export function reviewSettingsOf(site: ReviewedSite): ReviewSettings {
  const stored = site.metadata.review ?? {};
  return { brokers: stored.brokers ?? site.type !== 'broker', editors: stored.editors ?? false };
}

/** Whether a publish by someone holding `role` on the site becomes a submission for approval. */
export function reviewApplies(site: ReviewedSite, role: Role): boolean {
  const settings = reviewSettingsOf(site);
  if (role === 'broker') return settings.brokers;
  if (role === 'editor') return settings.editors;
  return false;
}

export async function saveReviewSettings(db: Queryable, siteId: string, settings: ReviewSettings): Promise<ReviewSettings> {
  const rows = await db.query<{ review: ReviewSettings }>(
    `update sites set metadata = metadata || jsonb_build_object('review', $2::jsonb), updated_at = now()
      where id = $1 returning metadata->'review' as review`,
    [siteId, JSON.stringify({ brokers: settings.brokers, editors: settings.editors })],
  );
  if (!rows[0]) throw new Error(`site ${siteId} not found`);
  invalidateSites(siteId);
  return rows[0].review;
}
