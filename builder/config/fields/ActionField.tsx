'use client';

import { AutoField, FieldLabel } from '@puckeditor/core';
import { useState } from 'react';
import { knownActionTypes, type CmsAction } from '@/lib/content/link-action';
import { newRowKey, paramRows, rowsMatch, toAction, type ParamRow } from './action-params';
import { fill, type FieldText } from './field-text';
import styles from './styles.module.css';

interface ActionFieldProps {
  label: string;
  text: FieldText;
  value: CmsAction | null | undefined;
  onChange: (value: CmsAction | undefined) => void;
  readOnly?: boolean;
}

/**
 * on_click_action: an action type from the ones the site handles (lib/content/link-action)
 * and its parameters as name/value rows. A saved unknown type stays selectable as it is.
 */
export function ActionField({ label, text, value, onChange, readOnly }: ActionFieldProps) {
  const type = value?.action_type ?? '';
  const [rows, setRows] = useState<ParamRow[]>(() => paramRows(value));
  // Adjusting state to a new value during render, as React documents it (no effect pass).
  if (!rowsMatch(type, rows, value)) setRows(paramRows(value));
  const types: string[] = [...knownActionTypes];
  const options = [
    { label: text['action-none'], value: '' },
    ...types.map((known) => ({ label: text[`action-${known}` as keyof FieldText], value: known })),
    ...(type && !types.includes(type) ? [{ label: fill(text['action-unknown'], { type }), value: type }] : []),
  ];
  const update = (nextType: string, nextRows: ParamRow[]) => {
    setRows(nextRows);
    onChange(toAction(nextType, nextRows));
  };
  const setRow = (index: number, patch: Partial<ParamRow>) => update(type, rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  return (
    <FieldLabel label={label} el="div" readOnly={readOnly}>
      <div className={styles.stack}>
        <AutoField
          field={{ type: 'select', label: text['action-type'], options }}
          value={type}
          readOnly={readOnly}
          onChange={(next: unknown) => {
            const nextType = typeof next === 'string' ? next : '';
            update(nextType, paramRows(toAction(nextType, rows)));
          }}
        />
        {type ? (
          <FieldLabel label={text['action-params']} el="div" readOnly={readOnly}>
            <div className={styles.stack}>
              {rows.map((row, index) => (
                <div className={styles.row} key={index}>
                  <AutoField field={{ type: 'text', label: text['param-key'], placeholder: text['param-key'] }} value={row.key} readOnly={readOnly} onChange={(key: string) => setRow(index, { key: key ?? '' })} />
                  <AutoField field={{ type: 'text', label: text['param-value'], placeholder: text['param-value'] }} value={row.value} readOnly={readOnly} onChange={(v: string) => setRow(index, { value: v ?? '' })} />
                  <button type="button" className={styles.button} disabled={readOnly} onClick={() => update(type, rows.filter((_, i) => i !== index))}>
                    {text['param-remove']}
                  </button>
                </div>
              ))}
              <button type="button" className={styles.button} disabled={readOnly} onClick={() => update(type, [...rows, { key: newRowKey(type, rows), value: '' }])}>
                {text['param-add']}
              </button>
              {type === 'scroll_to' ? <p className={styles.hint}>{text['scroll-target-hint']}</p> : null}
            </div>
          </FieldLabel>
        ) : null}
      </div>
    </FieldLabel>
  );
}
