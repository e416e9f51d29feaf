import type { CSSProperties } from 'react';
import type { BlockComponentProps } from '@/blocks/types';
import { cx } from '@/blocks/shared/content/cx';
import type { SpacerBlockFields } from '@/blocks/spacer-block/schema';
import styles from './styles.module.pcss';

/** Empty space of the editor's height, mobile up to lg and desktop from xl; an optional rule in the middle. */
export function SpacerBlock({ fields }: BlockComponentProps<SpacerBlockFields>) {
  const style = {
    '--spacer-mobile': `${fields.height_mobile}px`,
    '--spacer-desktop': `${fields.height_desktop}px`,
  } as CSSProperties;
  if (fields.divider) {
    return (
      <div className={cx('container', styles.spacer, styles.withDivider)} style={style}>
        <hr className={styles.divider} />
      </div>
    );
  }
  return <div className={styles.spacer} style={style} aria-hidden="true" />;
}
