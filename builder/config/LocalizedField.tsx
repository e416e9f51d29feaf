'use client';

import { AutoField, type Field } from '@puckeditor/core';
import type { Locale, Localized } from '@/lib/i18n/locales';
import { useEditorContext } from '../editor-context';
import { useLiveChange } from './live-edits';
import { LocaleColumns } from './LocaleColumns';

interface LocalizedFieldProps {
  label: string;
  inner: Field;
  value: Localized<unknown> | undefined;
  onChange: (value: Localized<unknown>) => void;
  readOnly?: boolean;
  /** Puck's path of the field in the block's props: typed text shows on the canvas before Puck records it. */
  name?: string;
}

const labelled = new Set<Field['type']>(['text', 'textarea', 'number', 'select']);
/** Inputs typed into key by key; a rich-text editor or a select changes Puck's data directly. */
const typed = new Set<Field['type']>(['text', 'textarea']);

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
export function LocalizedField({ label, inner, value, onChange, readOnly, name }: LocalizedFieldProps) {
  const { sideBySide } = useEditorContext();
  const live = useLiveChange(typed.has(inner.type) ? name : undefined, value, onChange);
  const field = (locale: Locale): Field => {
    // Puck names its input by the field's label (title attribute), else by a React id ('_r_l_').
    const named = { ...inner, label: `${label} (${locale.toUpperCase()})` } as Field;
    if (sideBySide) return named;
    const other = locale === 'fr' ? 'en' : 'fr';
    const hint = typeof value?.[other] === 'string' ? (value[other] as string) : undefined;
    return hint && (named.type === 'text' || named.type === 'textarea') ? { ...named, placeholder: hint } : named;
  };
  return (
    <LocaleColumns label={label} readOnly={readOnly}>
      {(locale) => {
        // One field per locale (key): a rich-text editor keeps the content it was mounted with.
        const input = <AutoField key={locale} field={field(locale)} value={value?.[locale]} readOnly={readOnly} onChange={(next: unknown) => live.change(withLocale(live.current(), locale, next))} />;
        // Puck's label is a div: a single input gets a <label> of its own (a rich-text editor's buttons must not).
        return labelled.has(inner.type) ? (
          <label key={locale}>
            <span className="visually-hidden">{`${label} (${locale.toUpperCase()})`}</span>
            {input}
          </label>
        ) : (
          input
        );
      }}
    </LocaleColumns>
  );
}
