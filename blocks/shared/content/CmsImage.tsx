import type { CSSProperties } from 'react';
import type { BlockContext } from '@/blocks/types';
import type { Image } from '@/lib/content/fields';
import { pick } from '@/lib/i18n/locales';
import { imageFilter, objectPosition } from '@/lib/media/image-style';
import { optimizedSrcSet } from '@/lib/media/responsive-image';
import { mediaSrcSet } from '@/lib/media/urls';
import { cx } from './cx';
import styles from './cms-image.module.pcss';

export interface CmsImageProps {
  image: Image | null | undefined;
  ctx: Pick<BlockContext, 'locale'>;
  className?: string;
  sizes?: string;
  /** Above-the-fold image: eager, fetchPriority high, no appear animation. */
  priority?: boolean;
  /** Fill the parent (which sets the size) and crop around the focal point. */
  cover?: boolean;
}

/**
 * A CMS image in the page's locale. A plain <img>: the urls are arbitrary CMS assets, so
 * next/image (which needs known hosts) does not apply; the site's own raster images get a
 * srcset through its optimiser (lib/media/responsive-image.ts), chosen with `sizes`. A file
 * of the media library (media_id, resolved by lib/media/resolve.ts) gets its generated sizes,
 * its width and height (no layout shift) and the library's alt text and focal point.
 */
export function CmsImage({ image, ctx, className, sizes, priority = false, cover = false }: CmsImageProps) {
  const media = pick(image?.media, ctx.locale);
  if (!media?.url) return null;
  const style: CSSProperties = {
    objectPosition: objectPosition(image?.center),
    filter: imageFilter(image?.filters),
  };
  return (
    // eslint-disable-next-line @next/next/no-img-element -- arbitrary CMS hosts, see above
    <img
      src={media.url}
      srcSet={mediaSrcSet(media.url, media.width) ?? optimizedSrcSet(media.url)}
      width={media.width}
      height={media.height}
      alt={media.alt ?? ''}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      className={cx(styles.image, cover && styles.cover, !priority && styles.appear, className)}
      style={style}
    />
  );
}
