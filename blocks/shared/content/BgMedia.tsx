import type { BlockContext } from '@/blocks/types';
import type { BgMedia as BgMediaField } from '@/lib/content/fields';
import { CmsImage } from './CmsImage';
import { CmsVideo } from './CmsVideo';
import { cx } from './cx';
import styles from './bg-media.module.pcss';

export interface BgMediaProps {
  media: BgMediaField | null | undefined;
  ctx: Pick<BlockContext, 'locale'>;
  /** First block of the page: load the image eagerly with high priority. */
  priority?: boolean;
  className?: string;
}

/**
 * The background of a hero or band: an image cropped to cover, or a muted looping
 * video (which stays still for visitors who prefer reduced motion). Fills its
 * positioned parent; content goes on top of it.
 */
export function BgMedia({ media, ctx, priority = false, className }: BgMediaProps) {
  if (!media) return null;
  return (
    <div className={cx(styles.bgMedia, className)}>
      {media.type === 'image' ? (
        <CmsImage image={media.image} ctx={ctx} priority={priority} cover className={styles.image} sizes="100vw" />
      ) : (
        <CmsVideo video={media.video} ctx={ctx} background />
      )}
    </div>
  );
}
