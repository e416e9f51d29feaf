'use client';

import { locales, type Locale } from '@/lib/i18n/locales';
import styles from './styles.module.css';

/** Which locale the editor's text fields and canvas show (fr or en). */
export function LocaleSwitch({ value, onChange, label }: { value: Locale; onChange: (locale: Locale) => void; label: string }) {
  return (
    <div role="radiogroup" aria-label={label} className={styles.localeSwitch}>
      {locales.map((locale) => (
        <button
          key={locale}
          type="button"
          role="radio"
          aria-checked={value === locale}
          className={value === locale ? styles.localeActive : undefined}
          onClick={() => onChange(locale)}
        >
          {locale.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
