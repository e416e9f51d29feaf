import { locales, type Localized } from '@/lib/i18n/locales';

/**
 * Rule `french_first` (rules.ts): French is the site's language of record, so nothing is
 * published in English without its French counterpart — a page or article whose English
 * side exists needs its French side, and a localised field filled in English is filled in
 * French too. The publish path refuses what this module finds (lib/editor/publish.ts,
 * lib/editor/article-editor.ts).
 */

export interface FrenchFieldProblem {
  rule: 'french_first';
  blockId: string;
  type: string;
  /** 1-based position of the block in the page, as the editor counts them. */
  position: number;
  /** Where the value sits in the block's fields: property names and 0-based item indexes. */
  path: (string | number)[];
}

/** The parts of a page or article that exist in English without French. */
export type FrenchVersionPart = 'path' | 'title' | 'excerpt' | 'content';

interface BlockLike {
  id: string;
  block_type: string;
  fields?: Record<string, unknown> | null;
}

const localeSet = new Set<string>(locales);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A {fr, en} value: a non-empty object whose keys are all locales (as lib/editor/locale-changes.ts reads them). */
function isLocalized(value: unknown): value is Localized<unknown> {
  return isObject(value) && Object.keys(value).length > 0 && Object.keys(value).every((key) => localeSet.has(key));
}

/** Whether a value says something: rich text with words or an image, a non-empty string, any number, an object holding one. */
export function filled(value: unknown): boolean {
  if (typeof value === 'string') return /<img\b/i.test(value) || value.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() !== '';
  if (typeof value === 'number' || typeof value === 'boolean') return true;
  if (Array.isArray(value)) return value.some(filled);
  if (isObject(value)) return Object.values(value).some(filled);
  return false;
}

function walk(value: unknown, path: (string | number)[], found: (path: (string | number)[]) => void): void {
  if (isLocalized(value)) {
    if (filled(value.en) && !filled(value.fr)) found(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, [...path, index], found));
  } else if (isObject(value)) {
    for (const [key, item] of Object.entries(value)) walk(item, [...path, key], found);
  }
}

/** Every localised field of the blocks that has an English value and no French one. */
export function untranslatedFields(blocks: readonly BlockLike[]): FrenchFieldProblem[] {
  const problems: FrenchFieldProblem[] = [];
  blocks.forEach((block, index) => {
    walk(block.fields ?? {}, [], (path) => problems.push({ rule: 'french_first', blockId: block.id, type: block.block_type, position: index + 1, path }));
  });
  return problems;
}

/** What a page has in English and lacks in French: its address, its title. */
export function missingFrenchPage(page: { paths: Localized<string>; title: Localized<string> }): FrenchVersionPart[] {
  const missing: FrenchVersionPart[] = [];
  if (page.paths.en !== undefined && page.paths.fr === undefined) missing.push('path');
  if (filled(page.title.en) && !filled(page.title.fr)) missing.push('title');
  return missing;
}

/** What an article has in English and lacks in French: its title, its excerpt, its content. */
export function missingFrenchArticle(article: { title: Localized<string>; excerpt?: Localized<string>; main_content?: Localized<unknown[]> }): FrenchVersionPart[] {
  const missing: FrenchVersionPart[] = [];
  if (filled(article.title.en) && !filled(article.title.fr)) missing.push('title');
  if (filled(article.excerpt?.en) && !filled(article.excerpt?.fr)) missing.push('excerpt');
  if ((article.main_content?.en?.length ?? 0) > 0 && (article.main_content?.fr?.length ?? 0) === 0) missing.push('content');
  return missing;
}
