import type { Locale } from '@/lib/i18n/locales';
import styles from './styles.module.css';

/** A column's name inside its cell, shown where the header row is not (phones: styles.module.css hides it). */
export function CellLabel({ text, locale }: { text: string; locale: Locale }) {
  return <span className={styles.cellLabel}>{`${text}${locale === 'fr' ? ' : ' : ': '}`}</span>;
}
