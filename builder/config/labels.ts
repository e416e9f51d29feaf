import type { BlockCategory } from '@/blocks/types';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/locales';

/** Editor UI words the derived config shows (from the 'editor' messages, in the QA language). */
export interface ConfigLabels {
  qaLocale: Locale;
  categories: Record<BlockCategory, string>;
  yes: string;
  no: string;
  none: string;
  blockParams: string;
  pageTitle: string;
  pagePaths: string;
  pageSeo: string;
  invalidJson: string;
  invalidBlock: string;
}

/** 'main_title' -> 'Main title': labels of schema properties (data keys, not UI copy). */
export function humanize(name: string): string {
  const words = name.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The label of a schema property in the QA language: 'main_title' -> 'Titre principal'
 * from the editor's field-names messages, else the humanised key.
 */
export function fieldLabel(name: string, qaLocale: Locale): string {
  const names: Record<string, string> = loadMessages(qaLocale).editor['field-names'];
  return names[name] ?? humanize(name);
}
