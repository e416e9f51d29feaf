'use client';

import { AutoField, FieldLabel } from '@puckeditor/core';
import { useState } from 'react';
import { localeInfo, type Localized } from '@/lib/i18n/locales';
import { MediaPicker } from '@/builder/media/MediaPicker.client';
import { fill, localeOfFieldText, mediaText } from '@/builder/media/media-text';
import type { MediaItem } from '@/builder/media/media-api';
import { LocaleColumns } from '../LocaleColumns';
import type { FieldText } from './field-text';
import styles from './styles.module.css';
import { hasEnglishImage, pickLibraryImage, setImageUrl, shareImage, withLocaleMedia, type MediaEntry } from './image-media';

interface ImageMediaInputsProps {
  label: string;
  text: FieldText;
  value: Localized<MediaEntry> | undefined;
  onChange: (value: Localized<MediaEntry>) => void;
  readOnly?: boolean;
}

/**
 * An image's url and alt text in the locale being edited, or both side by side. The image is
 * the same in both languages unless "different image in English" is ticked. The media library
 * picker (upload or choose) fills it with a library file (media_id: its address, size, alt
 * text in each language and focal point come from the library; the alt box is then an optional
 * override, cleared on each pick); the address box stays for an external image.
 */
export function ImageMediaInputs({ label, text, value, onChange, readOnly }: ImageMediaInputsProps) {
  const qaLocale = localeOfFieldText(text);
  const media = mediaText(qaLocale);
  const [separate, setSeparate] = useState(() => hasEnglishImage(value));
  return (
    <div className={styles.stack}>
      <label className={styles.hint}>
        <input
          type="checkbox"
          checked={separate}
          disabled={readOnly}
          onChange={(event) => {
            setSeparate(event.target.checked);
            if (!event.target.checked) onChange(shareImage(value));
          }}
        />{' '}
        {text['image-separate-en']}
      </label>
      <LocaleColumns label={label} readOnly={readOnly} badgeTitle={text['locale-badge']}>
        {(locale) => {
          const entry = value?.[locale];
          const set = (patch: Partial<MediaEntry>) => onChange(withLocaleMedia(value, locale, patch));
          const pick = (item: MediaItem) => onChange(pickLibraryImage(value, locale, item, separate));
          const altLabel = entry?.media_id ? text['image-alt-override'] : text['image-alt'];
          return (
            <div className={styles.stack}>
              {readOnly ? null : <MediaPicker text={media} lang={localeInfo[qaLocale].iso} onPick={pick} />}
              {entry?.media_id ? (
                <p className={styles.hint}>
                  {fill(media.picked, {
                    title: entry.url.split('/').pop() ?? entry.media_id,
                  })}
                </p>
              ) : null}
              <FieldLabel label={text['image-url']} el="label" readOnly={readOnly}>
                <AutoField
                  field={{
                    type: 'text',
                    label: text['image-url'],
                    placeholder: 'https://',
                  }}
                  value={entry?.url ?? ''}
                  readOnly={readOnly}
                  onChange={(url: string) => onChange(setImageUrl(value, locale, url ?? '', separate))}
                />
              </FieldLabel>
              <FieldLabel label={altLabel} el="label" readOnly={readOnly}>
                <AutoField field={{ type: 'text', label: altLabel }} value={entry?.alt ?? ''} readOnly={readOnly} onChange={(alt: string) => set({ alt: alt ?? '' })} />
              </FieldLabel>
            </div>
          );
        }}
      </LocaleColumns>
    </div>
  );
}
