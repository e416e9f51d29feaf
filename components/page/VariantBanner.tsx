import { useTranslations } from 'next-intl';
import type { Variant } from '@/lib/content/types';
import styles from './variant-banner.module.css';

/** Shown while a variant is active: 'Vous visualisez la variante {name}'. */
export function VariantBanner({ variant }: { variant: Variant }) {
  const t = useTranslations('common');
  return (
    <div className={styles.banner} data-color={variant.color} role="status">
      {t('variant-banner', { name: variant.name })}
    </div>
  );
}
