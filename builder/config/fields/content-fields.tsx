import type { Field } from '@puckeditor/core';
import { PROPERTY_TYPES } from '@/lib/listings/property-types';
import { loadMessages } from '@/locales';
import type { ConfigLabels } from '../labels';
import { BgMediaField } from './BgMediaField';
import type { ContentKind } from './content-kinds';
import { fieldText } from './field-text';
import { imageFields, imageSummary } from './image-fields';
import { linkFields, linkSummary } from './link-fields';
import { MunicipalitiesField } from './MunicipalitiesField';

/**
 * The editor field of a block property that is a link, an image, a background media, or
 * a listing filter (municipalities, property type: labelled by the messages, since their
 * data keys, mun and type, say little).
 */
export function contentField(kind: ContentKind, label: string, labels: ConfigLabels): Field {
  const text = fieldText(labels.qaLocale);
  if (kind === 'municipalities') {
    return {
      type: 'custom',
      label: text['mun-label'],
      render: ({ value, onChange, readOnly }) => <MunicipalitiesField label={text['mun-label']} text={text} value={value} onChange={onChange} readOnly={readOnly} />,
    };
  }
  if (kind === 'property-type') {
    // The property alert form's labels: the same words visitors choose a type with.
    const names = loadMessages(labels.qaLocale).forms.options.property_type;
    return {
      type: 'select',
      label: text['type-label'],
      options: [{ label: names.any, value: undefined }, ...PROPERTY_TYPES.map((code) => ({ label: names[code], value: code }))],
    };
  }
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
