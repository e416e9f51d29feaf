'use client';

import { useEditorContext } from '../../editor-context';
import styles from '../fields.module.css';
import { fill, type FieldText } from './field-text';

/** The locale a per-locale field edits (the header's switch), as LocalizedField shows it. */
export function LocaleBadge({ text }: { text: FieldText }) {
  const { editLocale } = useEditorContext();
  const code = editLocale.toUpperCase();
  return (
    <span className={styles.localeBadge} title={fill(text['locale-badge'], { locale: code })}>
      {code}
    </span>
  );
}
