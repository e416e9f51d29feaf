'use client';

import { useTranslations } from 'next-intl';
import { colorSchemeNames } from '@/lib/theme/schemes';
import styles from './styles.module.css';

/** Buttons and cards in each colour scheme, styled by the unsaved theme (scoped CSS). */
export function ThemePreview({ css, branding }: { css: string; branding: 1 | 2 }) {
  const t = useTranslations('editor.settings');
  const schemes = useTranslations('editor.editMode.schemes');
  return (
    <section aria-labelledby="theme-preview-heading" className={styles.previewWrap}>
      <h2 id="theme-preview-heading">{t('preview')}</h2>
      <style>{css}</style>
      <div id="theme-preview" data-branding={branding} className={styles.preview}>
        {colorSchemeNames.map((scheme) => (
          <div key={scheme} className={`block ${styles.card}`} data-scheme={scheme}>
            <p className={styles.cardLabel}>{t('preview-card', { scheme: schemes(scheme) })}</p>
            <h3>{t('preview-title')}</h3>
            <p>{t('preview-text')}</p>
            <p className={styles.buttons}>
              <span className="btn btn--primary">{t('preview-primary')}</span>
              <span className="btn btn--secondary">{t('preview-secondary')}</span>
            </p>
          </div>
        ))}
      </div>
    </section>
  );
}
