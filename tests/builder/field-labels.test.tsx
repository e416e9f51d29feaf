import type { Field } from '@puckeditor/core';
import { describe, expect, it } from 'vitest';
import { createPuckConfig } from '@/builder/config';
import { humanize } from '@/builder/config/labels';
import { configLabels } from '@/builder/workspace/config-labels';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/locales';

/** Every field of the derived Puck config as [key, label], nested fields included. */
function labelsOf(fields: Record<string, Field>, out: [string, string][] = []) {
  for (const [name, field] of Object.entries(fields)) {
    out.push([name, field.label ?? '']);
    if (field.type === 'object') labelsOf(field.objectFields as Record<string, Field>, out);
    if (field.type === 'array') labelsOf(field.arrayFields as Record<string, Field>, out);
  }
  return out;
}

function configFor(locale: Locale) {
  const config = loadMessages(locale).editor.config as Record<string, string>;
  return createPuckConfig({ labels: configLabels(locale, (key) => config[key] ?? key) });
}

describe('Block field labels in the editor', () => {
  it.each(['fr', 'en'] as const)('come from the %s messages for every field key (no "Block image", no "color_scheme")', (locale) => {
    const editor = loadMessages(locale).editor;
    const names: Record<string, string> = editor['field-names'];
    // Custom fields (image, link, ...) label their parts from the 'fields' messages.
    const fieldWords = new Set(Object.values(editor.fields as Record<string, unknown>));
    const untranslated = new Set<string>();
    for (const component of Object.values(configFor(locale).components)) {
      for (const [key, label] of labelsOf((component.fields ?? {}) as Record<string, Field>)) {
        // The key itself or its humanised form ('Block image') is a label no message gave.
        if (label === key || (label === humanize(key) && names[key] !== label && !fieldWords.has(label))) untranslated.add(`${key}: ${label}`);
      }
    }
    expect([...untranslated].sort()).toEqual([]);
  });
});
