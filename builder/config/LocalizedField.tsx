'use client';

import { AutoField, FieldLabel, type Field } from '@puckeditor/core';
import { locales, type Locale, type Localized } from '@/lib/i18n/locales';
import { useEditorContext } from '../editor-context';
import styles from './fields.module.css';
import columns from './localized-field.module.css';

interface LocalizedFieldProps {
  label: string;
  inner: Field;
  value: Localized<unknown> | undefined;
  onChange: (value: Localized<unknown>) => void;
  readOnly?: boolean;
}

/** The value with one locale replaced; an emptied text removes that locale's entry. */
const withLocale = (value: Localized<unknown> | undefined, locale: Locale, next: unknown): Localized<unknown> => ({
  ...value,
  [locale]: next === '' ? undefined : next,
});

/**
 * A {fr, en} value: the input edits the locale chosen in the editor header, and keeps
 * the other locale's value as it is (its text is the placeholder, as a translation hint).
 * In the workspace's side-by-side view, both locales are edited next to each other.
 */
export function LocalizedField({ label, inner, value, onChange, readOnly }: LocalizedFieldProps) {
  const { editLocale, sideBySide } = useEditorContext();
  if (sideBySide) {
    return (
      <FieldLabel label={label} el="div" readOnly={readOnly}>
        <div className={columns.columns}>
          {locales.map((locale) => (
            <div key={locale} className={columns.column} lang={locale}>
              <span>
                <span className={styles.localeBadge}>{locale.toUpperCase()}</span>
              </span>
              <AutoField field={inner} value={value?.[locale]} readOnly={readOnly} onChange={(next: unknown) => onChange(withLocale(value, locale, next))} />
            </div>
          ))}
        </div>
      </FieldLabel>
    );
  }
  const other = editLocale === 'fr' ? 'en' : 'fr';
  const hint = typeof value?.[other] === 'string' ? (value[other] as string) : undefined;
  const field = hint && (inner.type === 'text' || inner.type === 'textarea') ? { ...inner, placeholder: hint } : inner;
  return (
    <FieldLabel label={label} icon={<span className={styles.localeBadge}>{editLocale.toUpperCase()}</span>} el="div" readOnly={readOnly}>
      <AutoField field={field} value={value?.[editLocale]} readOnly={readOnly} onChange={(next: unknown) => onChange(withLocale(value, editLocale, next))} />
    </FieldLabel>
  );
}
