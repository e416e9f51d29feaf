import type { Field } from '@puckeditor/core';
import { LocalizedField } from '../LocalizedField';
import { ActionField } from './ActionField';
import type { FieldText } from './field-text';
import { LinkUrlField } from './LinkUrlField';

/**
 * A link (blocks/shared/fields linkSchema) as Puck object fields, so an array of links
 * (cta_repeater, menus) keeps Puck's sortable items. The text reuses the localised
 * field; url and on_click_action have their own; the rest are plain Puck fields.
 */
export function linkFields(text: FieldText, none: string): Record<string, Field> {
  const choice = (label: string, values: Record<string, string>, optional: boolean): Field => ({
    type: 'select',
    label,
    options: [...(optional ? [{ label: none, value: undefined }] : []), ...Object.entries(values).map(([value, optionLabel]) => ({ label: optionLabel, value }))],
  });
  return {
    text: { type: 'custom', label: text['link-text'], render: (props) => <LocalizedField {...props} label={text['link-text']} inner={{ type: 'text' }} /> },
    url: { type: 'custom', label: text['link-url'], render: ({ value, onChange, readOnly }) => <LinkUrlField label={text['link-url']} text={text} value={value} onChange={onChange} readOnly={readOnly} /> },
    target: choice(text['link-target'], { _self: text['target-self'], _blank: text['target-blank'] }, false),
    format: {
      type: 'object',
      label: text['link-format'],
      objectFields: {
        type: choice(text['format-type'], { button: text['format-button'], link: text['format-link'], text: text['format-text'] }, false),
        color: { type: 'text', label: text['format-color'] },
        bg_color: { type: 'text', label: text['format-bg-color'] },
      },
    },
    icon: {
      type: 'object',
      label: text['link-icon'],
      objectFields: {
        type: { type: 'text', label: text['icon-type'] },
        font_weight: choice(text['icon-weight'], { light: text['weight-light'], regular: text['weight-regular'], solid: text['weight-solid'] }, true),
        align: choice(text['icon-align'], { left: text['align-left'], right: text['align-right'] }, true),
      },
    },
    on_click_action: {
      type: 'custom',
      label: text['link-action'],
      render: ({ value, onChange, readOnly }) => <ActionField label={text['link-action']} text={text} value={value} onChange={onChange} readOnly={readOnly} />,
    },
  };
}

/** A link item's summary in a list: its text, else its url, else its position. */
export function linkSummary(item: { text?: Record<string, string | undefined>; url?: Record<string, string | undefined> } | undefined, index = 0): string {
  const first = (value: Record<string, string | undefined> | undefined) => value?.fr || value?.en || '';
  return (first(item?.text) || first(item?.url) || `#${index + 1}`).slice(0, 60);
}
