'use client';

import { AutoField, FieldLabel } from '@puckeditor/core';
import type { Localized } from '@/lib/i18n/locales';
import { useEditorContext } from '../../editor-context';
import type { FieldText } from './field-text';
import styles from './fields.module.css';
import { withLocaleMedia, type MediaEntry } from './image-media';
import { LocaleBadge } from './LocaleBadge';

interface ImageMediaInputsProps {
  label: string;
  text: FieldText;
  value: Localized<MediaEntry> | undefined;
  onChange: (value: Localized<MediaEntry>) => void;
  readOnly?: boolean;
}

/** An image's url and alt text in the locale being edited (the other locale is kept). */
export function ImageMediaInputs({ label, text, value, onChange, readOnly }: ImageMediaInputsProps) {
  const { editLocale } = useEditorContext();
  const entry = value?.[editLocale];
  const set = (patch: Partial<MediaEntry>) => onChange(withLocaleMedia(value, editLocale, patch));
  return (
    <FieldLabel label={label} icon={<LocaleBadge text={text} />} el="div" readOnly={readOnly}>
      <div className={styles.stack}>
        <FieldLabel label={text['image-url']} el="div" readOnly={readOnly}>
          <AutoField field={{ type: 'text', label: text['image-url'], placeholder: 'https://' }} value={entry?.url ?? ''} readOnly={readOnly} onChange={(url: string) => set({ url: url ?? '' })} />
        </FieldLabel>
        <FieldLabel label={text['image-alt']} el="div" readOnly={readOnly}>
          <AutoField field={{ type: 'text', label: text['image-alt'] }} value={entry?.alt ?? ''} readOnly={readOnly} onChange={(alt: string) => set({ alt: alt ?? '' })} />
        </FieldLabel>
      </div>
    </FieldLabel>
  );
}
