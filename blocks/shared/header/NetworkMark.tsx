import { useTranslations } from 'next-intl';
import type { BlockContext } from '@/blocks/types';
import { CmsImage } from '@/blocks/shared/content/CmsImage';
import styles from './header.module.pcss';

/** The franchise network's mark (show_remax_logo), in the site's branding version. */
export function NetworkMark({ ctx }: { ctx: BlockContext }) {
  const t = useTranslations('header');
  const media = { url: `/brand/network-mark-v${ctx.brandingVersion}.svg`, alt: t('network-logo') };
  return (
    <span className={styles.networkMark}>
      <CmsImage image={{ media: { [ctx.locale]: media } }} ctx={ctx} priority />
    </span>
  );
}
