'use client';

import { AutoField, FieldLabel } from '@puckeditor/core';
import { useEditorContext } from '../../editor-context';
import { CenterPicker } from './CenterPicker';
import type { FieldText } from './field-text';
import styles from './styles.module.css';
import { filterFields } from './image-fields';
import { previewUrl, type ImageValue } from './image-media';
import { ImageMediaInputs } from './ImageMediaInputs';

interface ImageFormProps {
  text: FieldText;
  value: ImageValue | undefined;
  onChange: (value: ImageValue) => void;
  readOnly?: boolean;
}

/** A whole image inside another custom field (bg_media), where it holds its own value. */
export function ImageForm({ text, value, onChange, readOnly }: ImageFormProps) {
  const { editLocale } = useEditorContext();
  const image: ImageValue = value ?? { media: {} };
  const set = (patch: Partial<ImageValue>) => onChange({ ...image, ...patch });
  return (
    <div className={styles.stack}>
      <ImageMediaInputs label={text['image-media']} text={text} value={image.media} readOnly={readOnly} onChange={(media) => set({ media })} />
      <CenterPicker
        label={text['image-center']}
        text={text}
        imageUrl={previewUrl(image.media, editLocale)}
        filters={image.filters}
        value={image.center}
        readOnly={readOnly}
        onChange={(center) => set({ center })}
      />
      <FieldLabel label={text['image-filters']} el="div" readOnly={readOnly}>
        <AutoField field={{ type: 'object', label: text['image-filters'], objectFields: filterFields(text) }} value={image.filters ?? {}} readOnly={readOnly} onChange={(filters: ImageValue['filters']) => set({ filters })} />
      </FieldLabel>
    </div>
  );
}
