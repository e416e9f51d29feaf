import type { Role } from '@/lib/auth/roles';

/**
 * Who edits which hand-managed listing: editors and admins every listing of their
 * site; a broker only the listings they are listed on (their member among the listing
 * brokers), and a listing they save must keep naming them. Null: allowed; otherwise why not.
 */
export interface ListingAccess {
  role: Role;
  memberId: number | null;
}

export const isBroker = (access: ListingAccess) => access.role === 'broker';

/** The member whose listings a broker sees (null: every listing of the site). */
export function ownListingsOf(access: ListingAccess): number | null {
  return isBroker(access) ? (access.memberId ?? -1) : null;
}

export function listingEditRefusal(access: ListingAccess, listing: { broker_ids: readonly number[] }): string | null {
  if (!isBroker(access)) return null;
  if (access.memberId === null || !listing.broker_ids.includes(access.memberId)) return 'A broker can edit only the listings they are listed on';
  return null;
}

export function listingSaveRefusal(access: ListingAccess, input: { broker_ids?: readonly number[] }): string | null {
  if (!isBroker(access)) return null;
  if (access.memberId === null || !(input.broker_ids ?? []).includes(access.memberId)) return 'A broker\'s listing must name them among its brokers';
  return null;
}

/**
 * A feed's listing in the workspace: editors and admins see every one of their site's feeds;
 * a broker those whose listing broker they are (the feed's ListAgentKey is their member's key).
 */
export function feedListingViewRefusal(access: ListingAccess, listing: { list_agent_key: string | null }, memberAgentKey: string | null): string | null {
  if (!isBroker(access)) return null;
  if (!memberAgentKey || listing.list_agent_key !== memberAgentKey) return 'A broker sees only the feed listings they are the listing broker of';
  return null;
}

/** Why nobody writes a feed's listing here, whatever their role: the next run of the feed would undo it. */
export const feedListingWriteRefusal = (feedName: string) => `This listing comes from the feed "${feedName}": change it at the source`;
