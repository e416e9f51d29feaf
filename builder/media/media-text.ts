import type { Locale } from '@/lib/i18n/locales';
import { loadMessages, type Messages } from '@/locales';
import type { FieldText } from '@/builder/config/fields/field-text';

/** The 'mediaLibrary' messages, passed as a prop (the picker lives inside Puck, outside any intl provider). */
export type MediaText = Messages['mediaLibrary'];

export function mediaText(locale: Locale): MediaText {
  return loadMessages(locale).mediaLibrary;
}

/** The QA language of a field's texts (fieldText returns the locale's own messages object). */
export function localeOfFieldText(fields: FieldText): Locale {
  return fields === loadMessages('en').editor.fields ? 'en' : 'fr';
}

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));
}

