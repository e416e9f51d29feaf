/**
 * How a CMS link url is rendered. The editor hint of the specs: internal links start
 * with '/', external ones with https://.
 */
export type LinkUrlKind = 'internal' | 'anchor' | 'contact' | 'external';

export function linkUrlKind(url: string): LinkUrlKind {
  if (url.startsWith('/') && !url.startsWith('//')) return 'internal';
  if (url.startsWith('#')) return 'anchor';
  if (/^(mailto|tel|sms):/i.test(url)) return 'contact';
  return 'external';
}

/**
 * While a page variant is active every internal link carries ?variant=<id>, so the
 * visitor stays in the variant (spec 000, page variants). Other urls are untouched.
 */
export function withVariant(url: string, variantId: string | null | undefined): string {
  if (!variantId || linkUrlKind(url) !== 'internal') return url;
  const hashAt = url.indexOf('#');
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const query = new URLSearchParams(queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '');
  query.set('variant', variantId);
  return `${path}?${query.toString()}${hash}`;
}
