'use client';

import { FieldLabel } from '@puckeditor/core';
import { useId, useMemo, useState } from 'react';
import { fill, type FieldText } from './field-text';
import styles from './styles.module.css';
import { chosenMunicipalities, matchMunicipalities, toggleCode, type MunicipalityOption } from './municipality-options';
import { useMunicipalityList, type MunicipalityList } from './use-municipality-list';

interface MunicipalitiesFieldProps {
  label: string;
  text: FieldText;
  value: string[] | null | undefined;
  onChange: (value: string[] | undefined) => void;
  readOnly?: boolean;
}

/** filters.mun of the properties blocks: the site's municipalities from GET /api/swc/municipalities. */
export function MunicipalitiesField(props: MunicipalitiesFieldProps) {
  const list = useMunicipalityList();
  return <MunicipalityPicker {...props} list={list} onRetry={list.retry} />;
}

const noMunicipalities: MunicipalityOption[] = [];

interface MunicipalityPickerProps extends MunicipalitiesFieldProps {
  list: MunicipalityList;
  onRetry: () => void;
}

/**
 * A searchable multi-select: a search box filtering a group of checkboxes, and the chosen
 * municipalities as removable chips. Plain inputs, so keyboards and screen readers work
 * without a custom listbox (as the alert form's picker).
 */
export function MunicipalityPicker({ label, text, value, onChange, readOnly, list, onRetry }: MunicipalityPickerProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const all = list.status === 'ready' ? list.value : noMunicipalities;
  const shown = useMemo(() => matchMunicipalities(all, query), [all, query]);
  const codes = value ?? [];
  // Not on each keystroke of the search: it maps every municipality by code.
  const chosen = useMemo(() => chosenMunicipalities(value ?? [], all), [value, all]);
  const toggle = (code: string, on: boolean) => onChange(toggleCode(codes, code, on));

  return (
    <FieldLabel label={label} el="div" readOnly={readOnly}>
      <div className={styles.stack}>
        <p id={`${id}-count`} className={styles.hint} aria-live="polite">
          {codes.length > 0 ? fill(text['mun-count'], { count: String(codes.length) }) : text['mun-all']}
        </p>
        {chosen.length > 0 ? (
          <ul className={styles.chips}>
            {chosen.map((m) => (
              <li key={m.MUN_CODE}>
                <button type="button" className={styles.chip} disabled={readOnly} aria-label={fill(text['mun-remove'], { name: m.DESCRIPTION })} onClick={() => toggle(m.MUN_CODE, false)}>
                  {m.DESCRIPTION} <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {list.status === 'loading' ? <p className={styles.hint}>{text['mun-loading']}</p> : null}
        {list.status === 'error' ? (
          <p className={styles.error} role="alert">
            {text['mun-error']}{' '}
            <button type="button" className={styles.button} onClick={onRetry}>
              {text['mun-retry']}
            </button>
          </p>
        ) : null}
        {list.status === 'ready' ? (
          <>
            <input
              type="search"
              className={styles.search}
              aria-label={text['mun-search']}
              aria-describedby={`${id}-count`}
              placeholder={text['mun-search']}
              value={query}
              readOnly={readOnly}
              autoComplete="off"
              onChange={(event) => setQuery(event.target.value)}
            />
            <div role="group" aria-label={label} className={styles.options}>
              {shown.length === 0 ? <p className={styles.hint}>{fill(text['mun-no-results'], { query: query.trim() })}</p> : null}
              {shown.map((m) => (
                <label key={m.MUN_CODE} className={styles.option}>
                  <input type="checkbox" checked={codes.includes(m.MUN_CODE)} disabled={readOnly} onChange={(event) => toggle(m.MUN_CODE, event.target.checked)} />
                  <span>{m.DESCRIPTION}</span>
                </label>
              ))}
            </div>
          </>
        ) : null}
      </div>
    </FieldLabel>
  );
}
