'use client';

import { AutoField, FieldLabel } from '@puckeditor/core';
import { localeInfo, locales, type Localized } from '@/lib/i18n/locales';
import { MediaPicker } from '@/builder/media/MediaPicker.client';
import { fill, localeOfFieldText, mediaText } from '@/builder/media/media-text';
import type { MediaItem } from '@/builder/media/media-api';
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

/**
 * An image's url and alt text in the locale being edited, or both side by side (the other
 * locale is kept). The media library picker (upload or choose) fills the locale with a
 * library file (media_id: its address, size, alt text and focal point come from the
 * library); the address box stays for an external image.
 */
export function ImageMediaInputs({ label, text, value, onChange, readOnly }: ImageMediaInputsProps) {
  const qaLocale = localeOfFieldText(text);
  const media = mediaText(qaLocale);
  return (
    <LocaleColumns label={label} readOnly={readOnly} badgeTitle={text['locale-badge']}>
      {(locale) => {
        const entry = value?.[locale];
        const set = (patch: Partial<MediaEntry>) => onChange(withLocaleMedia(value, locale, patch));
        const pick = (item: MediaItem) => {
          let next = withLocaleMedia(value, locale, { url: item.url, media_id: item.id });
          // The other language without an image gets the same file (its alt text is the library's).
          for (const other of locales) if (other !== locale && !next[other]?.url) next = withLocaleMedia(next, other, { url: item.url, media_id: item.id });
          onChange(next);
        };
        return (
          <div className={styles.stack}>
            {readOnly ? null : <MediaPicker text={media} lang={localeInfo[qaLocale].iso} onPick={pick} />}
            {entry?.media_id ? (
              <p className={styles.hint}>
                {fill(media.picked, { title: entry.url.split('/').pop() ?? entry.media_id })}
              </p>
            ) : null}
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
