'use client';

import { AutoField, FieldLabel } from '@puckeditor/core';
import type { FieldText } from './field-text';
import styles from './styles.module.css';
import { ImageForm } from './ImageForm';
import { mediaType, withMediaType, type BgMediaValue, type MediaType } from './media-value';
import { VideoForm } from './VideoForm';

interface BgMediaFieldProps {
  label: string;
  text: FieldText;
  yesNo: { yes: string; no: string };
  value: BgMediaValue | null | undefined;
  onChange: (value: BgMediaValue | undefined) => void;
  readOnly?: boolean;
}

/**
 * bg_media of heroes: none, an image or a video, each with its own form (no raw JSON).
 * Switching the type starts the other one empty; Puck's undo brings the previous back.
 */
export function BgMediaField({ label, text, yesNo, value, onChange, readOnly }: BgMediaFieldProps) {
  const type = mediaType(value);
  const switchTo = (next: MediaType) => {
    if (next !== type) onChange(withMediaType(next));
  };
  return (
    <FieldLabel label={label} el="div" readOnly={readOnly}>
      <div className={styles.stack}>
        <AutoField
          field={{
            type: 'radio',
            label: text['media-type'],
            options: [
              { label: text['media-none'], value: 'none' },
              { label: text['media-image'], value: 'image' },
              { label: text['media-video'], value: 'video' },
            ],
          }}
          value={type}
          readOnly={readOnly}
          onChange={(next: MediaType) => switchTo(next)}
        />
        {value?.type === 'image' ? <ImageForm text={text} value={value.image} readOnly={readOnly} onChange={(image) => onChange({ type: 'image', image })} /> : null}
        {value?.type === 'video' ? <VideoForm text={text} yesNo={yesNo} value={value.video} readOnly={readOnly} onChange={(video) => onChange({ type: 'video', video })} /> : null}
      </div>
    </FieldLabel>
  );
}
