import { publicDomainOf } from '@/lib/http/public-origin';

/**
 * The origin absolute URLs (canonical, hreflang, og:url, JSON-LD, sitemap) are built on:
 * the site's first real domain over https, else the origin the request came in on (local
 * hosts such as localhost or agency.localhost keep their scheme and port). E-mailed links
 * never use this: they take lib/http/public-origin.ts, which ignores the request.
 */
export function siteOrigin(site: { domains: string[] } | null | undefined, requestOrigin: string): string {
  const domain = publicDomainOf(site);
  return domain ? `https://${domain}` : requestOrigin;
}
