import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/locales';

/** The 'editor.fields' messages: labels of the custom content fields. */
export type FieldText = ReturnType<typeof loadMessages>['editor']['fields'];

/**
 * Read at config time in the QA language, like ConfigLabels, so Puck's own labels
 * (object sub-fields, array items) and our components share one source. The editor
 * bundle already holds the messages (the canvas frame loads them).
 */
export function fieldText(qaLocale: Locale): FieldText {
  return loadMessages(qaLocale).editor.fields;
}

/** '{url}' placeholders of a message, filled in. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
