import type { ReactNode } from 'react';
import { pick } from '@/lib/i18n/locales';
import { CmsImage, type CmsImageProps } from './CmsImage';
import { cx } from './cx';
import styles from './image-split.module.pcss';

/**
 * A block's container in two columns from 992px: its image, when it has one in the locale,
 * beside the content (children), on the side orientation_x names ('right': image second).
 * The block sizes the image box (mediaClassName) and may set --image-split-columns (className).
 */
export function ImageSplit({
  image,
  ctx,
  orientation,
  className,
  mediaClassName,
  children,
}: {
  image: CmsImageProps['image'];
  ctx: CmsImageProps['ctx'];
  orientation?: string;
  className?: string;
  mediaClassName?: string;
  children: ReactNode;
}) {
  const hasImage = !!pick(image?.media, ctx.locale)?.url;
  return (
    <div className={cx('container', styles.layout, hasImage && styles.withImage, className)} data-orientation={orientation}>
      {hasImage ? (
        <div className={cx(styles.media, mediaClassName)}>
          <CmsImage image={image} ctx={ctx} cover sizes="(min-width: 992px) 45vw, 100vw" />
        </div>
      ) : null}
      {children}
    </div>
  );
}
