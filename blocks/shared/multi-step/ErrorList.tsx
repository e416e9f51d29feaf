import { useTranslations } from 'next-intl';
import styles from './multi-step.module.pcss';

export interface ErrorEntry {
  field: string;
  /** Label of the field, or of the submission for a submit error. */
  label: string;
  text: string;
  /** Id of the input, so the entry links to it. */
  targetId?: string;
}

/**
 * The danger message of spec 001 section 5: a title, then one entry per field in error
 * (and the submit error after a failed submit). Focused when it appears.
 */
export function ErrorList({ entries, id }: { entries: ErrorEntry[]; id: string }) {
  const t = useTranslations('forms.multi-step');
  if (entries.length === 0) return null;
  return (
    <div id={id} className={styles.danger} role="alert" tabIndex={-1}>
      <p className={styles.dangerTitle}>{t('errors-title')}</p>
      <ul>
        {entries.map((entry) => (
          <li key={entry.field}>
            {/* French puts a space before the colon, English does not: the message decides. */}
            {t.rich('error-entry', {
              label: entry.label,
              text: entry.text,
              field: (label) => (entry.targetId ? <a href={`#${entry.targetId}`}>{label}</a> : <strong>{label}</strong>),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
