import type { Image } from '@/lib/content/fields';

/**
 * The media_multiple_row of spec 001: one image gives the single layout, two give the
 * double layout. Further images are ignored; none gives no media column.
 */
export type MediaLayout = { kind: 'none' } | { kind: 'single'; images: [Image] } | { kind: 'double'; images: [Image, Image] };

export function mediaLayout(images: readonly Image[]): MediaLayout {
  const [first, second] = images;
  if (!first) return { kind: 'none' };
  if (!second) return { kind: 'single', images: [first] };
  return { kind: 'double', images: [first, second] };
}
