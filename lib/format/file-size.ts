import { numberFormat } from './intl-cache';

const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * A file size in the reader's language, by Intl's unit names: '1,4 Mo' and '820 ko' in
 * French, '1.4 MB' and '820 kB' in English (1024 to the next unit). `locale` is a BCP 47
 * tag ('fr-CA') or a site locale ('fr').
 */
export function formatFileSize(bytes: number, locale: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const tag = locale === 'fr' ? 'fr-CA' : locale === 'en' ? 'en-CA' : locale;
  return numberFormat(tag, { style: 'unit', unit: units[unit], unitDisplay: 'short', maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
}
