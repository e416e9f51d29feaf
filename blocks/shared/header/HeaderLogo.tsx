import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import type { BlockContext, BlockParams } from '@/blocks/types';
import { CmsImage } from '@/blocks/shared/content/CmsImage';
import type { HeaderFields } from '@/blocks/shared/header/schema';
import { homeHref } from './links';
import { logoForScheme } from './scheme-logo';
import styles from './header.module.pcss';

/** The site logo, linking to the home page; its variant follows the colour scheme. */
export function HeaderLogo({ fields, params, ctx }: { fields: HeaderFields; params: BlockParams; ctx: BlockContext }) {
  const t = useTranslations('header');
  const image = logoForScheme(fields, params.color_scheme);
  return (
    <NextLink href={homeHref(ctx)} className={styles.logo} aria-label={t('home')}>
      {image ? <CmsImage image={image} ctx={ctx} priority /> : <span className={styles.logoText}>{t('home')}</span>}
    </NextLink>
  );
}
