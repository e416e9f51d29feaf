import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import { clearStatusMemo } from '@/lib/cache/status-memo';
import { clearHostSiteMemo } from './host-site-memo';
import { cacheTags } from './tags';
import { expireOutsideRequest, isOutsideRequest } from './expire-outside-request';

/**
 * The one door to Next's data cache: the tagged reads of the collections (taggedCache) and
 * the expiry of their tags. Every write that changes what a page shows calls one of the
 * invalidations below inside the service function that writes (lib/editor/*, lib/offices,
 * lib/partners, lib/members), never in the route that calls it, so no caller can forget.
 * (lib/cms/cached.ts keeps its own unstable_cache calls: the page reads of the request path.)
 */
let revalidationDisabled = false;

/** The tags expired while revalidation is off, in order, for tests to read (and empty). */
export const expiredTags: string[] = [];

/**
 * Service tests run outside Next's request scope, where revalidateTag has nothing to
 * invalidate and unstable_cache no store: they turn both off once (tests/helpers/setup.ts),
 * as Payload's disableRevalidate. Expired tags are then recorded in `expiredTags`.
 */
export function disableRevalidation(): void {
  revalidationDisabled = true;
}

function expireTag(tag: string): void {
  if (revalidationDisabled) {
    expiredTags.push(tag);
    return;
  }
  try {
    revalidateTag(tag, { expire: 0 });
  } catch (error) {
    // A background job (lib/jobs) writes outside any request.
    if (!isOutsideRequest(error)) throw error;
    expireOutsideRequest(tag);
  }
}

/** A read kept in Next's data cache under `key` until one of `tags` expires (a direct read in tests). */
export function taggedCache<T>(load: () => Promise<T>, key: string[], tags: string[]): Promise<T> {
  return revalidationDisabled ? load() : unstable_cache(load, key, { tags })();
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
  // The site each host answers with (a new or deleted site moves hosts to or from the default).
  clearHostSiteMemo();
  invalidateSitePages(siteId);
}

/**
 * After an office write: cached office reads expire at once. Pages take their office
 * blocks' data from those reads when they are rendered (lib/cms/block-data.ts), and office
 * pages read them too, so every page that shows an office shows the change.
 */
export function invalidateOffices(siteId: string): void {
  expireTag(cacheTags.offices(siteId));
  // An office page appears or disappears: the proxy's memo of path statuses starts over.
  clearStatusMemo();
}

/** After a partner or bank partner write: every page showing partners renders the change. */
export function invalidatePartners(siteId: string): void {
  expireTag(cacheTags.partners(siteId));
}

/** After any member write: every cached read and every page showing members expires at once. */
export function invalidateMembers(siteId: string): void {
  expireTag(cacheTags.siteMembers(siteId));
  // Every page's mentions carry the site's broker as on the licence (lib/cms/advertising.ts).
  expireTag(cacheTags.siteAdvertising(siteId));
  // A profile page appears or disappears: the proxy's memo of path statuses starts over.
  clearStatusMemo();
}

/** A place that shows a media library file (lib/media/usage.ts), as the invalidation needs it. */
export interface ShownAt {
  type: 'page' | 'article' | 'member' | 'office' | 'partner' | 'site' | 'listing' | 'feed';
  /** The listing number, for a listing. */
  id: string;
  /** The page's path per language (pages only). */
  paths: Partial<Record<string, string>>;
}

/**
 * After a media library write (describe, replace): only what shows the file expires. A page
 * by its paths (each language's cached responses, variants included), a collection by its
 * tag (members, offices, partners, the blog), the header or footer every page of the site.
 * A file shown nowhere expires nothing.
 */
export function invalidateMediaUsage(siteId: string, usage: readonly ShownAt[]): void {
  const tags = new Set<string>();
  for (const place of usage) {
    if (place.type === 'site') {
      invalidateSitePages(siteId);
      return;
    }
    if (place.type === 'page') for (const [locale, path] of Object.entries(place.paths)) if (path) tags.add(cacheTags.page(siteId, locale, path));
    if (place.type === 'article') tags.add(cacheTags.blog(siteId));
    if (place.type === 'member') tags.add(cacheTags.siteMembers(siteId));
    if (place.type === 'office') tags.add(cacheTags.offices(siteId));
    if (place.type === 'partner') tags.add(cacheTags.partners(siteId));
    // A listing's photo: its page and the pages that list it; a feed's photos: every listing page.
    if (place.type === 'listing') tags.add(cacheTags.listing(Number(place.id))).add(cacheTags.listings);
    if (place.type === 'feed') tags.add(cacheTags.listingPages).add(cacheTags.listings);
  }
  // No path appears or disappears: the proxy's memo of path statuses stays.
  for (const tag of tags) expireTag(tag);
}

/** Past this many changed listings, one tag per listing page costs more than it saves. */
const LISTING_TAGS_MAX = 2000;

/**
 * The cached reads and pages of these listings expire: its own page, and every page that
 * shows listings (search, featured/slider/sold blocks, broker profiles). Listing writes call
 * it through lib/listings/invalidate.ts, which first forgets the counts it memoises (and with
 * them the sitemap's listings, lib/seo/listing-sitemap.ts).
 */
export function expireListingPages(uls: readonly number[]): void {
  if (uls.length === 0) return;
  expireTag(cacheTags.listings);
  if (uls.length > LISTING_TAGS_MAX) expireTag(cacheTags.listingPages);
  else for (const n of new Set(uls)) expireTag(cacheTags.listing(n));
  // A listing page appears or disappears: the proxy's memo of path statuses starts over.
  clearStatusMemo();
}
