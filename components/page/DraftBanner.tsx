import { useTranslations } from 'next-intl';
import styles from './draft-banner.module.css';

/**
 * Shown while an editor previews drafts (Next draft mode): 'Brouillon' / 'Draft', with a
 * form that leaves draft mode and comes back to the same page, published.
 */
export function DraftBanner({ path }: { path: string }) {
  const t = useTranslations('editor.draftBanner');
  return (
    <form className={styles.banner} method="post" action="/api/editor/preview/exit" role="status">
      <span>{t('text')}</span>
      <input type="hidden" name="path" value={path} />
      <button type="submit" className={styles.exit}>
        {t('exit')}
      </button>
    </form>
  );
}
