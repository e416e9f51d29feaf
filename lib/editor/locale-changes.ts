import type { Block } from '@/lib/content/types';
import { locales, type Locale } from '@/lib/i18n/locales';

/**
 * Per-locale change tracking of a page's blocks, stored with the draft
 * (pages.locale_changes): for each block and locale, when its localised values last
 * changed, and whether that change caught up with the other locale (a translation).
 * Pure functions: the draft save computes the next record, the workspace the flags.
 */
export interface LocaleChange {
  /** ISO time of the save that changed this locale's values. */
  at: string;
  /** The change was made while this locale was flagged older: a translation update. */
  catchUp?: boolean;
}

export type BlockLocaleChanges = Partial<Record<Locale, LocaleChange>>;

/** block id -> locale -> last change. */
export type LocaleChanges = Record<string, BlockLocaleChanges>;

const localeSet = new Set<string>(locales);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A {fr, en} value: a non-empty object whose keys are all locales. */
function isLocalizedValue(value: unknown): value is Partial<Record<Locale, unknown>> {
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => localeSet.has(key));
}

/** JSON with object keys sorted: jsonb does not keep the order keys were written in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonical(item ?? null)).join(',')}]`;
  if (isPlainObject(value)) {
    const entries = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function collect(value: unknown, into: Record<Locale, string[]>): void {
  if (isLocalizedValue(value)) {
    for (const locale of locales) into[locale].push(canonical(value[locale]));
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, into);
  } else if (isPlainObject(value)) {
    for (const key of Object.keys(value)) collect(value[key], into);
  }
}

/** Every localised value of the fields, per locale, in one walk. */
function localeValues(fields: unknown): Record<Locale, string[]> {
  const values = Object.fromEntries(locales.map((locale) => [locale, [] as string[]])) as Record<Locale, string[]>;
  collect(fields, values);
  return values;
}

/** One locale's values as one comparable string. Sorted, so reordering repeater items is not a change of either locale. */
const signature = (values: readonly string[]) => JSON.stringify([...values].sort());

/** Every localised value of the fields in one locale, as one comparable string. */
export function localeSignature(fields: unknown, locale: Locale): string {
  return signature(localeValues(fields)[locale]);
}

const hasContent = (values: readonly string[]) => values.some((value) => value !== 'null' && value !== '""');

const time = (change: LocaleChange | undefined) => (change ? Date.parse(change.at) : Number.NEGATIVE_INFINITY);

/**
 * The locale of a block whose values are older than the other's: the other locale
 * changed after it, and that change was not itself a translation catching up. null when
 * both are in step or nothing is known (pages saved before tracking began).
 */
export function staleLocale(entry: BlockLocaleChanges | undefined): Locale | null {
  if (!entry || (!entry.fr && !entry.en)) return null;
  for (const locale of locales) {
    const other = locales.find((l) => l !== locale)!;
    const newer = entry[other];
    if (newer && time(newer) > time(entry[locale]) && !newer.catchUp) return locale;
  }
  return null;
}

/**
 * The record after a save: a locale whose values differ from the previous draft's (or of
 * a new block, that has any) changed now. Blocks no longer in the page are dropped.
 */
export function nextLocaleChanges(previous: readonly Block[], next: readonly Block[], changes: LocaleChanges, now: string): LocaleChanges {
  const before = new Map(previous.map((block) => [block.id, block]));
  const result: LocaleChanges = {};
  for (const block of next) {
    const old = before.get(block.id);
    const entry: BlockLocaleChanges = { ...changes[block.id] };
    const stale = staleLocale(entry);
    const values = localeValues(block.fields);
    const oldValues = old ? localeValues(old.fields) : undefined;
    for (const locale of locales) {
      const changed = oldValues ? signature(values[locale]) !== signature(oldValues[locale]) : hasContent(values[locale]);
      if (changed) entry[locale] = stale === locale ? { at: now, catchUp: true } : { at: now };
    }
    if (entry.fr || entry.en) result[block.id] = entry;
  }
  return result;
}

/**
 * The record after restoring a published version into the draft. A version published
 * with its record gets it back: its blocks return as they were, so their locales relate
 * as they did then (a reverted French edit does not leave English flagged). Versions
 * published before records were kept are a draft change like any save: saveDraft's rule
 * (nextLocaleChanges) against the draft being replaced.
 */
export function restoredLocaleChanges(
  draft: readonly Block[],
  restored: readonly Block[],
  draftChanges: LocaleChanges,
  versionChanges: LocaleChanges | null | undefined,
  now: string,
): LocaleChanges {
  if (!isPlainObject(versionChanges)) return nextLocaleChanges(draft, restored, draftChanges, now);
  const result: LocaleChanges = {};
  for (const block of restored) {
    const entry = versionChanges[block.id];
    if (entry && (entry.fr || entry.en)) result[block.id] = entry;
  }
  return result;
}

/** block id -> the locale to bring up to date, for every flagged block. */
export function staleBlocks(changes: LocaleChanges): Record<string, Locale> {
  const flags: Record<string, Locale> = {};
  for (const [id, entry] of Object.entries(changes)) {
    const stale = staleLocale(entry);
    if (stale) flags[id] = stale;
  }
  return flags;
}
