'use client';

import { AutoField, FieldLabel } from '@puckeditor/core';
import { useState } from 'react';
import type { Localized } from '@/lib/i18n/locales';
import { useEditorContext } from '../../editor-context';
import type { FieldText } from './field-text';
import styles from './fields.module.css';
import { LocaleBadge } from './LocaleBadge';
import { externalUrlError, urlMode, withLocaleUrl, type UrlMode } from './link-url';
import { PagePicker } from './PagePicker';

interface LinkUrlFieldProps {
  label: string;
  text: FieldText;
  value: Localized<string> | undefined;
  onChange: (value: Localized<string>) => void;
  readOnly?: boolean;
}

/**
 * A link's url in the locale being edited: a page of this site from a picker (internal
 * links start with /) or an external https:// url, checked as it is typed. The mode
 * follows the url; only an empty url needs the mode remembered. Switching the mode
 * empties a url of the other kind (Puck's undo brings it back).
 */
export function LinkUrlField({ label, text, value, onChange, readOnly }: LinkUrlFieldProps) {
  const { editLocale } = useEditorContext();
  const url = value?.[editLocale] ?? '';
  // Per locale; the field stays mounted when another block of the same type is selected.
  const [emptyMode, setEmptyMode] = useState<Partial<Record<string, UrlMode>>>({});
  const mode = url ? urlMode(url) : (emptyMode[editLocale] ?? 'page');
  const setUrl = (next: string) => onChange(withLocaleUrl(value, editLocale, next));

  const switchTo = (next: UrlMode) => {
    if (next === mode) return;
    setEmptyMode({ ...emptyMode, [editLocale]: next });
    if (url) setUrl('');
  };

  const invalid = mode === 'external' && externalUrlError(url);
  return (
    <FieldLabel label={label} icon={<LocaleBadge text={text} />} el="div" readOnly={readOnly}>
      <div className={styles.stack}>
        <AutoField
          field={{
            type: 'radio',
            label: text['url-mode'],
            options: [
              { label: text['url-mode-page'], value: 'page' },
              { label: text['url-mode-external'], value: 'external' },
            ],
          }}
          value={mode}
          readOnly={readOnly}
          onChange={(next: UrlMode) => switchTo(next)}
        />
        {mode === 'page' ? (
          <PagePicker text={text} locale={editLocale} url={url} onPick={setUrl} readOnly={readOnly} />
        ) : (
          <div>
            <AutoField field={{ type: 'text', label: text['url-mode-external'], placeholder: 'https://' }} value={url} readOnly={readOnly} onChange={(next: string) => setUrl(next ?? '')} />
            {invalid ? (
              <p className={styles.error} role="alert">
                {text['external-invalid']}
              </p>
            ) : null}
          </div>
        )}
      </div>
    </FieldLabel>
  );
}
