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

export function formatBytes(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}
