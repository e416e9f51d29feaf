import type { Field } from '@puckeditor/core';
import { contentArrayField, contentField } from './fields/content-fields';
import { contentKindOf } from './fields/content-kinds';
import { fieldLabel, type ConfigLabels } from './labels';
import { isLocalizedObject, withoutNull, type JsonSchema } from './json-schema';
import { JsonField } from './JsonField';
import { LocalizedField } from './LocalizedField';

/**
 * Rich text (HTML) with Puck's WYSIWYG field. One module-level field object with its own
 * `tiptap.extensions` array: Puck's editor rebuilds its extensions whenever the field or that
 * array changes identity, and a default `[]` made anew on every render (each keystroke
 * re-renders the localised field) re-created the editor in a loop after a formatting
 * command, which froze the workspace. LocalizedField remounts it per locale (its `key`),
 * since the editor keeps its own content once mounted. Saved HTML is sanitised (lib/content).
 */
const RICH_TEXT_EXTENSIONS: never[] = [];
const richTextField: Field = { type: 'richtext', tiptap: { extensions: RICH_TEXT_EXTENSIONS } } as Field;

/** Localised texts long enough for a textarea (rich text HTML, paragraphs). */
const multiline = /description|content|body|html|excerpt|summary|message|disclaimer/;

/**
 * Puck fields derived from a block's JSON Schema: string -> text, enum -> select,
 * boolean -> radio, number -> number, object -> object (recursively), array of objects
 * -> array, {fr, en} -> a localised field editing the locale of the header switch.
 * Links, images and background media (tagged by fieldsJsonSchema) get their own fields.
 * What has no natural form (other unions, records, arrays of scalars) is edited as JSON.
 */
export function schemaToField(name: string, raw: JsonSchema, labels: ConfigLabels, optional: boolean): Field {
  const schema = withoutNull(raw);
  const label = schema.title ?? fieldLabel(name, labels.qaLocale);
  const kind = contentKindOf(schema as Record<string, unknown>);
  if (kind === 'richtext') {
    return { type: 'custom', label, render: (props) => <LocalizedField {...props} label={label} inner={richTextField} /> };
  }
  if (kind) return contentField(kind, label, labels);

  if (isLocalizedObject(schema)) {
    const inner = schema.properties?.fr ?? {};
    const innerField = withoutNull(inner).type === 'string' ? ({ type: multiline.test(name) ? 'textarea' : 'text' } as Field) : schemaToField(name, inner, labels, true);
    return {
      type: 'custom',
      label,
      render: (props) => <LocalizedField {...props} label={label} inner={innerField} />,
    };
  }
  if (schema.enum && schema.enum.every((value) => typeof value === 'string' || typeof value === 'number')) {
    const options = schema.enum.map((value) => ({ label: String(value), value: value as string | number }));
    return { type: 'select', label, options: optional && schema.default === undefined ? [{ label: labels.none, value: undefined }, ...options] : options };
  }
  if (schema.type === 'boolean') {
    return { type: 'radio', label, options: [{ label: labels.yes, value: true }, { label: labels.no, value: false }] };
  }
  if (schema.type === 'number' || schema.type === 'integer') {
    return { type: 'number', label, min: schema.minimum, max: schema.maximum, step: schema.type === 'integer' ? 1 : undefined };
  }
  if (schema.type === 'string') return { type: multiline.test(name) ? 'textarea' : 'text', label };
  if (schema.type === 'object' && schema.properties && Object.keys(schema.properties).length > 0) {
    return { type: 'object', label, objectFields: objectFields(schema, labels) };
  }
  if (schema.type === 'array' && schema.items) {
    const item = withoutNull(schema.items);
    const itemKind = contentKindOf(item as Record<string, unknown>);
    const contentArray = itemKind ? contentArrayField(itemKind, label, labels) : undefined;
    if (contentArray) return contentArray;
    if (item.type === 'object' && item.properties && !isLocalizedObject(item)) {
      return { type: 'array', label, arrayFields: objectFields(item, labels), defaultItemProps: {}, getItemSummary: itemSummary };
    }
  }
  return { type: 'custom', label, render: (props) => <JsonField {...props} label={label} invalidMessage={labels.invalidJson} /> };
}

/** One field per property of an object schema. */
export function objectFields(schema: JsonSchema, labels: ConfigLabels, skip: readonly string[] = []): Record<string, Field> {
  const required = new Set(schema.required ?? []);
  const fields: Record<string, Field> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (skip.includes(name)) continue;
    fields[name] = schemaToField(name, property, labels, !required.has(name));
  }
  return fields;
}

/** An array item's summary: its first text (a link's text, a title), else its position. */
function itemSummary(item: Record<string, unknown>, index = 0): string {
  for (const value of Object.values(item ?? {})) {
    if (typeof value === 'string' && value) return value.slice(0, 60);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const text = (value as Record<string, unknown>).fr ?? (value as Record<string, unknown>).en;
      if (typeof text === 'string' && text) return text.slice(0, 60);
    }
  }
  return `#${index + 1}`;
}
