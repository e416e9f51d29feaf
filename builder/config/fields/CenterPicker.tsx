'use client';

import { AutoField, FieldLabel } from '@puckeditor/core';
import type { ImageValue } from './image-media';
import { imageFilter } from '@/lib/media/image-style';
import type { FieldText } from './field-text';
import styles from './styles.module.css';
import { centerFromClick, withCoordinate, type Center } from './image-center';

interface CenterPickerProps {
  label: string;
  text: FieldText;
  /** The image to preview (the edited locale's, else the other's). */
  imageUrl: string | undefined;
  filters?: ImageValue['filters'];
  value: Center | undefined;
  onChange: (value: Center | undefined) => void;
  readOnly?: boolean;
}

/**
 * The image's centre point (CSS object-position, in percent): a click on the preview
 * sets it, the numbers fine-tune it. The preview shows the filters as the page will.
 */
export function CenterPicker({ label, text, imageUrl, filters, value, onChange, readOnly }: CenterPickerProps) {
  return (
    <FieldLabel label={label} el="div" readOnly={readOnly}>
      <div className={styles.stack}>
        {imageUrl ? (
          <button
            type="button"
            className={styles.preview}
            disabled={readOnly}
            aria-label={`${text['image-preview']}. ${text['center-hint']}`}
            onClick={(event) => onChange(centerFromClick(event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY))}
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- a CMS url of any host, previewed as typed */}
            <img src={imageUrl} alt="" style={{ filter: imageFilter(filters) }} />
            {value ? <span className={styles.marker} style={{ left: `${value.x}%`, top: `${value.y}%` }} /> : null}
          </button>
        ) : (
          <p className={styles.hint}>{text['image-no-url']}</p>
        )}
        <div className={styles.pair}>
          {(['x', 'y'] as const).map((axis) => (
            <FieldLabel key={axis} label={text[`center-${axis}`]} el="div" readOnly={readOnly}>
              <AutoField
                field={{ type: 'number', label: text[`center-${axis}`], min: 0, max: 100, step: 1 }}
                value={value?.[axis]}
                readOnly={readOnly}
                onChange={(next: number | undefined) => onChange(withCoordinate(value, axis, next))}
              />
            </FieldLabel>
          ))}
        </div>
        {value && !readOnly ? (
          <button type="button" className={styles.button} onClick={() => onChange(undefined)}>
            {text['center-clear']}
          </button>
        ) : null}
      </div>
    </FieldLabel>
  );
}
