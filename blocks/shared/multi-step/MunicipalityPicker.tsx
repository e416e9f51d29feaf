'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import type { Municipality } from '@/stores/site';
import styles from './pickers.module.pcss';
import { FieldError } from './fields/FieldShell';

export interface MunicipalityPickerProps {
  id: string;
  label: string;
  municipalities: Municipality[];
  value: string[];
  onChange(value: string[]): void;
  error?: string;
  disabled?: boolean;
}

/** Accent- and case-insensitive search: 'levis' finds 'Lévis'. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/**
 * Multi-select of municipalities (alert step 1): a search box filtering a group of
 * checkboxes labelled "All cities", and the chosen ones as removable chips. Plain inputs,
 * so keyboards and screen readers work without a custom listbox.
 */
export function MunicipalityPicker({ id, label, municipalities, value, onChange, error, disabled }: MunicipalityPickerProps) {
  const t = useTranslations('forms.municipalities');
  const [query, setQuery] = useState('');
  const names = useMemo(() => new Map(municipalities.map((m) => [m.MUN_CODE, m.DESCRIPTION])), [municipalities]);
  const shown = useMemo(() => {
    const needle = fold(query.trim());
    const sorted = [...municipalities].sort((a, b) => a.DESCRIPTION.localeCompare(b.DESCRIPTION, 'fr'));
    return needle ? sorted.filter((m) => fold(m.DESCRIPTION).includes(needle)) : sorted;
  }, [municipalities, query]);
  const toggle = (code: string, on: boolean) => onChange(on ? [...value, code] : value.filter((c) => c !== code));

  return (
    <fieldset id={id} className={styles.picker} tabIndex={-1} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : `${id}-count`}>
      <legend className={styles.legend}>
        {label}
        <span aria-hidden="true"> *</span>
      </legend>
      <label htmlFor={`${id}-search`} className="visually-hidden">
        {t('search')}
      </label>
      <input id={`${id}-search`} type="search" className={styles.search} placeholder={t('search')} value={query} onChange={(e) => setQuery(e.target.value)} disabled={disabled} autoComplete="off" />
      <p id={`${id}-count`} className={styles.count} aria-live="polite">
        {t('selected', { count: value.length })}
      </p>
      {value.length > 0 ? (
        <ul className={styles.chips}>
          {value.map((code) => (
            <li key={code}>
              <button type="button" className={styles.chip} onClick={() => toggle(code, false)} disabled={disabled} aria-label={t('remove', { name: names.get(code) ?? code })}>
                {names.get(code) ?? code} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div role="group" aria-labelledby={`${id}-group`} className={styles.options}>
        <p id={`${id}-group`} className={styles.group}>
          {t('all-cities')}
        </p>
        {shown.length === 0 ? <p className={styles.count}>{t('no-results')}</p> : null}
        {shown.map((m) => (
          <label key={m.MUN_CODE} className={styles.option}>
            <input type="checkbox" checked={value.includes(m.MUN_CODE)} onChange={(e) => toggle(m.MUN_CODE, e.target.checked)} disabled={disabled} />
            <span>{m.DESCRIPTION}</span>
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
