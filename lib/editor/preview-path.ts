/**
 * The public page a preview may open: a same-site path under /fr or /en, with at most a
 * ?variant=<id>. Anything else is null, so the preview endpoint is never an open redirect.
 */
export function previewTarget(raw: string | null): string | null {
  if (!raw || raw.length > 1000 || !raw.startsWith('/') || raw.startsWith('//') || /[\\\u0000-\u001f]/.test(raw)) return null;
  const url = new URL(raw, 'http://site.invalid');
  if (url.origin !== 'http://site.invalid' || !/^\/(fr|en)(\/|$)/.test(url.pathname)) return null;
  const variant = url.searchParams.get('variant');
  const extra = [...url.searchParams.keys()].filter((key) => key !== 'variant');
  if (extra.length > 0 || (variant !== null && !/^\d+$/.test(variant))) return null;
  return variant ? `${url.pathname}?variant=${variant}` : url.pathname;
}
