/**
 * The origin absolute URLs (canonical, hreflang, og:url, JSON-LD, sitemap) are built on:
 * the site's first real domain over https, else the origin the request came in on (local
 * hosts such as localhost or agency.localhost keep their scheme and port).
 */
export function siteOrigin(site: { domains: string[] } | null | undefined, requestOrigin: string): string {
  const domain = site?.domains.find((d) => d && d !== 'localhost' && !d.endsWith('.localhost') && !isIpAddress(d));
  return domain ? `https://${domain}` : requestOrigin;
}

function isIpAddress(host: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':');
}
