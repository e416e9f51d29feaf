import type { Field } from '@puckeditor/core';
import { CenterField } from './CenterField';
import type { FieldText } from './field-text';
import { ImageMediaInputs } from './ImageMediaInputs';

/** blur in px; the others are CSS filter amounts (1 = unchanged; opacity 0 to 1), as lib/media/image-style applies them. */
export function filterFields(text: FieldText): Record<string, Field> {
  const amount = (label: string, max?: number): Field => ({ type: 'number', label, min: 0, max, step: 0.05 });
  return {
    blur: { type: 'number', label: text['filter-blur'], min: 0, step: 1 },
    brightness: amount(text['filter-brightness']),
    contrast: amount(text['filter-contrast']),
    opacity: amount(text['filter-opacity'], 1),
    saturate: amount(text['filter-saturate']),
  };
}

/**
 * An image (blocks/shared/fields imageSchema) as Puck object fields, so an array of images
 * keeps Puck's sortable items: media per locale, centre point with a clickable preview,
 * filters.
 */
export function imageFields(text: FieldText): Record<string, Field> {
  return {
    media: {
      type: 'custom',
      label: text['image-media'],
      render: ({ value, onChange, readOnly }) => <ImageMediaInputs label={text['image-media']} text={text} value={value} onChange={onChange} readOnly={readOnly} />,
    },
    center: {
      type: 'custom',
      label: text['image-center'],
      render: ({ name, value, onChange, readOnly }) => <CenterField name={name} label={text['image-center']} text={text} value={value} onChange={onChange} readOnly={readOnly} />,
    },
    filters: { type: 'object', label: text['image-filters'], objectFields: filterFields(text) },
  };
}

/** An image item's summary in a list: its alt text, else its file name, else its position. */
export function imageSummary(item: { media?: Record<string, { url?: string; alt?: string } | undefined> } | undefined, index = 0): string {
  const entries = Object.values(item?.media ?? {});
  const alt = entries.find((entry) => entry?.alt)?.alt;
  const url = entries.find((entry) => entry?.url)?.url;
  return (alt || url?.split('/').pop() || `#${index + 1}`).slice(0, 60);
}
