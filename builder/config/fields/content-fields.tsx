import type { Field } from '@puckeditor/core';
import type { ConfigLabels } from '../labels';
import { BgMediaField } from './BgMediaField';
import type { ContentKind } from './content-kinds';
import { fieldText } from './field-text';
import { imageFields, imageSummary } from './image-fields';
import { linkFields, linkSummary } from './link-fields';

/** The editor field of a block property that is a link, an image or a background media. */
export function contentField(kind: ContentKind, label: string, labels: ConfigLabels): Field {
  const text = fieldText(labels.qaLocale);
  if (kind === 'media') {
    return {
      type: 'custom',
      label,
      render: ({ value, onChange, readOnly }) => (
        <BgMediaField label={label} text={text} yesNo={{ yes: labels.yes, no: labels.no }} value={value} onChange={onChange} readOnly={readOnly} />
      ),
    };
  }
  return { type: 'object', label, objectFields: kind === 'link' ? linkFields(text, labels.none) : imageFields(text) };
}

/** A list of links or images: Puck's array (items reorder by drag and drop) of the same fields. */
export function contentArrayField(kind: ContentKind, label: string, labels: ConfigLabels): Field | undefined {
  const text = fieldText(labels.qaLocale);
  if (kind === 'link') {
    return { type: 'array', label, arrayFields: linkFields(text, labels.none), defaultItemProps: { text: {}, url: {} }, getItemSummary: linkSummary };
  }
  if (kind === 'image') {
    return { type: 'array', label, arrayFields: imageFields(text), defaultItemProps: { media: {} }, getItemSummary: imageSummary };
  }
  return undefined;
}
