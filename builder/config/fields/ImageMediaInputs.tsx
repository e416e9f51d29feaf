'use client';

import { AutoField, FieldLabel } from '@puckeditor/core';
import type { Localized } from '@/lib/i18n/locales';
import { LocaleColumns } from '../LocaleColumns';
import type { FieldText } from './field-text';
import styles from './styles.module.css';
import { withLocaleMedia, type MediaEntry } from './image-media';

interface ImageMediaInputsProps {
  label: string;
  text: FieldText;
  value: Localized<MediaEntry> | undefined;
  onChange: (value: Localized<MediaEntry>) => void;
  readOnly?: boolean;
}

/** An image's url and alt text in the locale being edited, or both side by side (the other locale is kept). */
export function ImageMediaInputs({ label, text, value, onChange, readOnly }: ImageMediaInputsProps) {
  return (
    <LocaleColumns label={label} readOnly={readOnly} badgeTitle={text['locale-badge']}>
      {(locale) => {
        const entry = value?.[locale];
        const set = (patch: Partial<MediaEntry>) => onChange(withLocaleMedia(value, locale, patch));
        return (
          <div className={styles.stack}>
            <FieldLabel label={text['image-url']} el="div" readOnly={readOnly}>
              <AutoField field={{ type: 'text', label: text['image-url'], placeholder: 'https://' }} value={entry?.url ?? ''} readOnly={readOnly} onChange={(url: string) => set({ url: url ?? '' })} />
            </FieldLabel>
            <FieldLabel label={text['image-alt']} el="div" readOnly={readOnly}>
              <AutoField field={{ type: 'text', label: text['image-alt'] }} value={entry?.alt ?? ''} readOnly={readOnly} onChange={(alt: string) => set({ alt: alt ?? '' })} />
            </FieldLabel>
          </div>
        );
      }}
    </LocaleColumns>
  );
}
