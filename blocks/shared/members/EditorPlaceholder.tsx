import { useTranslations } from 'next-intl';
import styles from './members.module.pcss';

/** In the editor canvas the server adds no people: say where they come from. */
export function EditorPlaceholder() {
  const t = useTranslations('members');
  return <p className={styles.editorPlaceholder}>{t('editor-placeholder')}</p>;
}
