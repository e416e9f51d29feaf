import 'server-only';
import { getDb } from '@/lib/db';
import { memoHostSite } from '@/lib/cache/host-site-memo';
import { findSiteByDomain, hostName, type Site } from './sites';

/**
 * The site answering a host (the default site as fallback), looked up once per host in
 * this process until a site changes (lib/cache/host-site-memo.ts). Shared between requests:
 * read it, never change it.
 */
export function siteByHost(host: string | null | undefined): Promise<Site | null> {
  const name = hostName(host);
  return memoHostSite(name, async () => findSiteByDomain(await getDb(), name));
}
