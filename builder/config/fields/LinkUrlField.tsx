'use client';

import { AutoField } from '@puckeditor/core';
import { useState } from 'react';
import type { Locale, Localized } from '@/lib/i18n/locales';
import { LocaleColumns } from '../LocaleColumns';
import type { FieldText } from './field-text';
import styles from './styles.module.css';
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
 * A link's url per locale (the one being edited, or both side by side): a page of this
 * site from a picker (internal links start with /) or an external https:// url, checked
 * as it is typed. The mode follows the url; only an empty url needs the mode remembered.
 * Switching the mode empties a url of the other kind (Puck's undo brings it back).
 */
export function LinkUrlField({ label, text, value, onChange, readOnly }: LinkUrlFieldProps) {
  // Per locale; the field stays mounted when another block of the same type is selected.
  const [emptyMode, setEmptyMode] = useState<Partial<Record<Locale, UrlMode>>>({});
  return (
    <LocaleColumns label={label} readOnly={readOnly} badgeTitle={text['locale-badge']}>
      {(locale) => {
        const url = value?.[locale] ?? '';
        return (
          <LinkUrlInput
            text={text}
            locale={locale}
            url={url}
            mode={url ? urlMode(url) : (emptyMode[locale] ?? 'page')}
            readOnly={readOnly}
            onUrl={(next) => onChange(withLocaleUrl(value, locale, next))}
            onEmptyMode={(mode) => setEmptyMode((modes) => ({ ...modes, [locale]: mode }))}
          />
        );
      }}
    </LocaleColumns>
  );
}

interface LinkUrlInputProps {
  text: FieldText;
  locale: Locale;
  url: string;
  mode: UrlMode;
  readOnly?: boolean;
  onUrl: (url: string) => void;
  onEmptyMode: (mode: UrlMode) => void;
}

/** One locale's url: the mode switch, then the page picker or the external url. */
function LinkUrlInput({ text, locale, url, mode, readOnly, onUrl, onEmptyMode }: LinkUrlInputProps) {
  const switchTo = (next: UrlMode) => {
    if (next === mode) return;
    onEmptyMode(next);
    if (url) onUrl('');
  };
  const invalid = mode === 'external' && externalUrlError(url);
  return (
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
        <PagePicker text={text} locale={locale} url={url} onPick={onUrl} readOnly={readOnly} />
      ) : (
        <div>
          <AutoField field={{ type: 'text', label: text['url-mode-external'], placeholder: 'https://' }} value={url} readOnly={readOnly} onChange={(next: string) => onUrl(next ?? '')} />
          {invalid ? (
            <p className={styles.error} role="alert">
              {text['external-invalid']}
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}
