'use client';

import { AutoField, FieldLabel, type Field } from '@puckeditor/core';
import type { Localized } from '@/lib/i18n/locales';
import { useEditorContext } from '../editor-context';
import styles from './fields.module.css';

interface LocalizedFieldProps {
  label: string;
  inner: Field;
  value: Localized<unknown> | undefined;
  onChange: (value: Localized<unknown>) => void;
  readOnly?: boolean;
}

/**
 * A {fr, en} value: the input edits the locale chosen in the editor header, and keeps
 * the other locale's value as it is (its text is the placeholder, as a translation hint).
 */
export function LocalizedField({ label, inner, value, onChange, readOnly }: LocalizedFieldProps) {
  const { editLocale } = useEditorContext();
  const other = editLocale === 'fr' ? 'en' : 'fr';
  const hint = typeof value?.[other] === 'string' ? (value[other] as string) : undefined;
  const field = hint && (inner.type === 'text' || inner.type === 'textarea') ? { ...inner, placeholder: hint } : inner;
  return (
    <FieldLabel label={label} icon={<span className={styles.localeBadge}>{editLocale.toUpperCase()}</span>} el="div" readOnly={readOnly}>
      <AutoField
        field={field}
        value={value?.[editLocale]}
        readOnly={readOnly}
        onChange={(next: unknown) => onChange({ ...value, [editLocale]: next === '' ? undefined : next })}
      />
    </FieldLabel>
  );
}
