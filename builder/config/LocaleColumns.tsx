'use client';

import { FieldLabel } from '@puckeditor/core';
import type { ReactNode } from 'react';
import { locales, type Locale } from '@/lib/i18n/locales';
import { useEditorContext } from '../editor-context';
import styles from './fields.module.css';

interface LocaleColumnsProps {
  label: string;
  readOnly?: boolean;
  /** The badge's tooltip, '{locale}' filled in (the custom fields' 'locale-badge' message). */
  badgeTitle?: string;
  /** The inputs of one locale. */
  children: (locale: Locale) => ReactNode;
}

function Badge({ locale, title }: { locale: Locale; title?: string }) {
  const code = locale.toUpperCase();
  return (
    <span className={styles.localeBadge} title={title?.replace('{locale}', code)}>
      {code}
    </span>
  );
}

/**
 * The frame of every per-locale field: the locale chosen in the editor header, badged,
 * or in the workspace's side-by-side view French | English columns next to each other
 * (stacked when the fields panel is narrow). The field supplies one locale's inputs.
 */
export function LocaleColumns({ label, readOnly, badgeTitle, children }: LocaleColumnsProps) {
  const { editLocale, sideBySide } = useEditorContext();
  if (!sideBySide) {
    return (
      <FieldLabel label={label} icon={<Badge locale={editLocale} title={badgeTitle} />} el="div" readOnly={readOnly}>
        {children(editLocale)}
      </FieldLabel>
    );
  }
  return (
    <FieldLabel label={label} el="div" readOnly={readOnly}>
      <div className={styles.columns}>
        {locales.map((locale) => (
          <div key={locale} className={styles.column} lang={locale}>
            <span>
              <Badge locale={locale} title={badgeTitle} />
            </span>
            {children(locale)}
          </div>
        ))}
      </div>
    </FieldLabel>
  );
}
