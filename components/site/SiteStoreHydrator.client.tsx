'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import type { ClientSiteSnapshot } from '@/lib/site/client-site-data';
import { useSiteStore } from '@/stores/site';

type PageLocation = Pick<Location, 'origin' | 'hostname' | 'pathname'>;

/** Copies a page's slim snapshot and the browser's address into the site stores. */
export function applySiteSnapshot(snapshot: ClientSiteSnapshot, location: PageLocation): void {
  const site = useSiteStore.getState();
  site.setSiteData(snapshot.site);
  site.setPageData(snapshot.page);
  // The address the visitor sees, as the spec builds it on the server from forwarded headers.
  site.setDomain({ domainName: location.hostname, fullOrigin: location.origin });
  site.setFullPath(`${location.origin}${location.pathname}`);
}

/**
 * Fills the browser's site state from the page being shown: rendered once by every page
 * that has the site chrome (PageView, ErrorPage, ListingRoute). New props arrive with each
 * client navigation, and the pathname changes with it, so the effect runs again then.
 */
export function SiteStoreHydrator({ snapshot }: { snapshot: ClientSiteSnapshot }) {
  const pathname = usePathname();
  useEffect(() => applySiteSnapshot(snapshot, window.location), [snapshot, pathname]);
  return null;
}
