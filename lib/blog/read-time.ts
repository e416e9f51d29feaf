import type { Locale } from '@/lib/i18n/locales';

/** Words read per minute: the usual figure for screen reading of non-technical prose. */
export const WORDS_PER_MINUTE = 200;

const TAG = /<[^>]*>/g;
const ENTITY = /&[a-z#0-9]+;/gi;

/** Words of a text once HTML tags and entities are removed. */
export function countWords(text: string): number {
  const plain = text.replace(TAG, ' ').replace(ENTITY, ' ');
  return plain.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Texts of the locale inside a block tree: localised objects give their `locale` entry. */
function collectText(value: unknown, locale: Locale, out: string[], key = ''): void {
  if (typeof value === 'string') {
    // Ids, urls, types and style settings are not read by the visitor.
    if (!/^(id|url|href|src|type|block_type|target|icon|color|align|format)$/i.test(key) && !/^(https?:|\/)/.test(value)) out.push(value);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) collectText(item, locale, out, key);
    return;
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('fr' in record || 'en' in record) {
      collectText(record[locale], locale, out, key);
      return;
    }
    for (const [k, v] of Object.entries(record)) collectText(v, locale, out, k);
  }
}

/** Word count of the main content (blocks) of one language. */
export function contentWords(blocks: unknown, locale: Locale): number {
  const texts: string[] = [];
  collectText(blocks, locale, texts);
  return texts.reduce((sum, text) => sum + countWords(text), 0);
}

/** Read time in minutes (spec 000 constants): max(1, rounded). */
export function readTimeMinutes(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
