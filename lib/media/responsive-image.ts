/**
 * Widths offered to the browser for the site's own raster images, served resized (WebP when
 * accepted) by Next's image optimiser at /_next/image. They are among Next's default
 * `images.deviceSizes`, which the optimiser requires.
 */
export const RESPONSIVE_WIDTHS = [640, 828, 1200, 1920] as const;

const RASTER = /\.(jpe?g|png|webp)$/i;

/**
 * The srcset of an image of the site itself (a path such as /demo/heroes/x.jpg): a phone
 * downloads a 640 or 828 px version instead of the 1920 px file. Other hosts (arbitrary CMS
 * assets, which the optimiser would have to be told about) and SVGs get none.
 */
export function optimizedSrcSet(url: string): string | undefined {
  const path = url.split(/[?#]/)[0] ?? '';
  // Library files (/media/...) have their own sizes (lib/media/urls.ts mediaSrcSet).
  if (!url.startsWith('/') || url.startsWith('//') || url.startsWith('/media/') || !RASTER.test(path)) return undefined;
  return RESPONSIVE_WIDTHS.map((width) => `/_next/image?url=${encodeURIComponent(url)}&w=${width}&q=75 ${width}w`).join(', ');
}
