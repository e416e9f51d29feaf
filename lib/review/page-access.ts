import { roleAllows, type Role } from '@/lib/auth/roles';
import type { AdvertisingIdentity } from '@/lib/compliance/identity';
import { mayReview } from './reviewers';
import { reviewApplies, type ReviewedSite } from './settings';

/**
 * Where review gives a broker more to do: on a site that reviews its brokers, a broker edits
 * the site's pages and submits them (every publish of theirs waits for approval); elsewhere
 * pages stay editors' work. A site admin or the executive officer opens the review queue.
 */
export function mayEditPages(site: ReviewedSite, role: Role): boolean {
  return roleAllows(role, 'editor') || (role === 'broker' && reviewApplies(site, 'broker'));
}

/** What the workspace navigation opens beyond a role's own entries (builder/shell/nav-items.ts). */
export interface ViewerFacts {
  reviewedBroker: boolean;
  reviewer: boolean;
}

export function viewerFacts(site: ReviewedSite & { advertising?: Partial<AdvertisingIdentity> }, access: { role: Role; memberId: number | null }): ViewerFacts {
  return { reviewedBroker: access.role === 'broker' && mayEditPages(site, access.role), reviewer: mayReview(site, access) };
}
