'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import styles from '@/builder/workspace/styles.module.css';

/** A panel the page editor opens beside the page (variants, versions): its heading and a Close button. */
export function ClosablePanel({ id, heading, onClose, children }: { id: string; heading: string; onClose: () => void; children: ReactNode }) {
  const tw = useTranslations('editor.workspace');
  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`}>
      <div className={styles.row}>
        <h2 id={`${id}-heading`}>{heading}</h2>
        <button type="button" className="btn btn--link btn--small" onClick={onClose}>
          {tw('close')}
        </button>
      </div>
      {children}
    </section>
  );
}
