'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import styles from './preview.module.css';

interface Column {
  label: string;
  title: string;
  children: ReactNode;
}

/**
 * Version A and version B: two columns on a wide screen; on a narrower one, one at a time
 * with a toggle (the CSS hides the toggle and shows both from 1024 px).
 */
export function PreviewColumns({ a, b }: { a: Column; b: Column }) {
  const t = useTranslations('editor.versions');
  const id = useId();
  const [shown, setShown] = useState<'a' | 'b'>('a');
  const columns = [
    ['a', a],
    ['b', b],
  ] as const;
  return (
    <>
      <div className={styles.toggle} role="group" aria-label={t('preview-show')}>
        {columns.map(([key, column]) => (
          <button key={key} type="button" className="btn btn--secondary" aria-pressed={shown === key} aria-controls={`${id}-${key}`} onClick={() => setShown(key)}>
            {column.label}
          </button>
        ))}
      </div>
      <div className={styles.columns}>
        {columns.map(([key, column]) => (
          <section key={key} id={`${id}-${key}`} className={styles.column} data-shown={shown === key} aria-labelledby={`${id}-${key}-heading`} data-testid={`preview-side-${key}`}>
            <h2 id={`${id}-${key}-heading`} className={styles.columnHeading}>
              {column.label} <span className={styles.columnTitle}>— {column.title}</span>
            </h2>
            {column.children}
          </section>
        ))}
      </div>
    </>
  );
}
