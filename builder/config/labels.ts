import type { BlockCategory } from '@/blocks/types';
import type { Locale } from '@/lib/i18n/locales';

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
