import 'server-only';
import { revalidateTag } from 'next/cache';
import { clearStatusMemo } from '@/lib/serving/status-memo';
import { cacheTags } from './cache-tags';

/**
 * After a publish (or a change of header, footer, theme): the site's cached page
 * responses expire at once, so the next request renders the new content.
 */
export function invalidateSitePages(siteId: string): void {
  revalidateTag(cacheTags.sitePages(siteId), { expire: 0 });
  // Redirects and maintenance answered by the proxy (lib/serving/status-gate.ts).
  clearStatusMemo();
}

/** After a change of a site's settings (domains, theme, metadata). */
export function invalidateSites(siteId: string): void {
  revalidateTag(cacheTags.sites, { expire: 0 });
  invalidateSitePages(siteId);
}
