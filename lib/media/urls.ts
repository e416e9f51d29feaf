/**
 * Content-hashed addresses of library files: /media/<id>/<hash>/<name>. The hash changes when
 * the file is replaced, so an address always means the same bytes and is cached for a year;
 * ?w= asks for one of the generated widths.
 */
export const MEDIA_PATH_PREFIX = '/media/';

/** The widths a block may ask for (srcset); anything else is refused, so sizes stay bounded. */
export const MEDIA_WIDTHS = [320, 640, 828, 1200, 1920] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

export function isMediaWidth(value: number): value is MediaWidth {
  return (MEDIA_WIDTHS as readonly number[]).includes(value);
}

const MAX_NAME_LENGTH = 120;

/**
 * A file name safe in a URL path segment (accents folded, spaces to dashes), at most 120
 * characters. A long name is shortened before its extension: an address without one would
 * be taken for a page by the proxy (its matcher leaves only paths with a dot to the files).
 */
export function safeFileName(name: string): string {
  const folded = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const clean = folded.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/-+/g, '-').replace(/^[-.]+|[-.]+$/g, '');
  const extension = /\.[A-Za-z0-9]{1,5}$/.exec(clean)?.[0] ?? '';
  const stem = clean.slice(0, clean.length - extension.length).slice(0, MAX_NAME_LENGTH - extension.length).replace(/[-.]+$/, '');
  return `${stem || 'file'}${extension}`;
}

export function mediaUrl(item: { id: string; hash: string; fileName: string }): string {
  return `${MEDIA_PATH_PREFIX}${item.id}/${item.hash}/${safeFileName(item.fileName)}`;
}

/** The library id in an address of ours (/media/<id>/...), or null. */
export function mediaIdOfUrl(url: string | undefined | null): string | null {
  const match = /^\/media\/(med_[A-Za-z0-9_-]+)\//.exec(url ?? '');
  return match?.[1] ?? null;
}

/** srcset of a library image: the generated widths below the original's (the original last). */
export function mediaSrcSet(url: string, width: number | null | undefined): string | undefined {
  if (!url.startsWith(MEDIA_PATH_PREFIX)) return undefined;
  const base = url.split(/[?#]/)[0] ?? url;
  if (/\.(svg|gif|pdf)$/i.test(base)) return undefined;
  const widths = MEDIA_WIDTHS.filter((w) => !width || w < width);
  const entries = widths.map((w) => `${base}?w=${w} ${w}w`);
  // A file narrower than the widest size is offered as it is, at its own width.
  if (width && width <= MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]!) entries.push(`${base} ${width}w`);
  return entries.length > 0 ? entries.join(', ') : undefined;
}
