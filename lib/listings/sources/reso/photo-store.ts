import type { Queryable } from '@/lib/db/types';
import type { FeedMedia, FeedRecord, StoredFeedMedia } from '../types';

/**
 * The one place where a feed's photos become the photos our pages show. Feed URLs expire,
 * so they are meant to be copied into the site's media library and served from there;
 * until this project has a media library to copy into, pages show the feed's URL as it is.
 * Replacing this function's body (fetch each new or changed photo, store it in the
 * library of feed.site_id, return its library URL as `url`) is the whole of that change:
 * nothing else reads `feed_url` or decides what `url` is.
 */
export async function storeFeedPhotos(_db: Queryable, _feed: FeedRecord, media: FeedMedia[]): Promise<StoredFeedMedia[]> {
  return media.map((m) => ({ ...m, feed_url: m.url }));
}
