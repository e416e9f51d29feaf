import 'server-only';
import { revalidateTag } from 'next/cache';
import { clearStatusMemo } from '@/lib/serving/status-memo';
import { cacheTags } from './cache-tags';

/**
 * Every write that changes what a page shows calls one of these inside the service function
 * that writes (lib/editor/*), never in the route that calls it, so no caller can forget.
 */
let revalidationDisabled = false;

/**
 * Service tests run outside Next's request scope, where revalidateTag has nothing to
 * invalidate: they turn it off once (tests/helpers/setup.ts), as Payload's disableRevalidate.
 */
export function disableRevalidation(): void {
  revalidationDisabled = true;
}

function expireTag(tag: string): void {
  if (!revalidationDisabled) revalidateTag(tag, { expire: 0 });
}

/**
 * After a publish (or a change of header, footer, theme): the site's cached page
 * responses expire at once, so the next request renders the new content.
 */
export function invalidateSitePages(siteId: string): void {
  expireTag(cacheTags.sitePages(siteId));
  // Redirects and maintenance answered by the proxy (lib/serving/status-gate.ts).
  clearStatusMemo();
}

/** After a change of a site's settings (domains, theme, metadata, header, footer). */
export function invalidateSites(siteId: string): void {
  expireTag(cacheTags.sites);
  invalidateSitePages(siteId);
}

/** Past this many changed listings, one tag per listing page costs more than it saves. */
const LISTING_TAGS_MAX = 2000;

/**
 * After a listing is created, changed or removed (a feed run, an editor's save): its own
 * page, and every page that shows listings (search, featured/slider/sold blocks, broker
 * profiles). The sitemap reads active listings on each request, so it follows by itself.
 */
export function invalidateListingPages(uls: readonly number[]): void {
  if (uls.length === 0) return;
  expireTag(cacheTags.listings);
  if (uls.length > LISTING_TAGS_MAX) expireTag(cacheTags.listingPages);
  else for (const n of new Set(uls)) expireTag(cacheTags.listing(n));
  // A listing page appears or disappears: the proxy's memo of path statuses starts over.
  clearStatusMemo();
}
