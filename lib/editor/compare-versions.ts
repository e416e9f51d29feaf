import { diffArrays, diffWords } from 'diff';
import microdiff from 'microdiff';
import { getBlockSpec } from '@/lib/content/block-specs';
import type { Block } from '@/lib/content/types';
import { locales, type Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/locales';

/**
 * Two versions of a page, an article or any block-built item compared field by field: the
 * item's own fields (title, SEO, slug…) and its blocks, matched by id so a block that changed
 * place is "moved", not removed and added again. Pure: the callers read the two states
 * (lib/editor/version-sides.ts) and the versions panel and a review screen show the result
 * as is. Labels come in both languages so the same answer serves either screen.
 */

export type Labels = Record<Locale, string>;
export type Change = 'added' | 'removed' | 'changed';

/** One run of a word diff: text present in both, inserted in the newer, or deleted from the older. */
export interface WordPart {
  text: string;
  change: 'same' | 'ins' | 'del';
}

/** One value that differs: where (raw path and its label), in which language, and the two values as text. */
export interface FieldChange {
  path: (string | number)[];
  label: Labels;
  /** The language of a localised value, null for a value every language shares. */
  locale: Locale | null;
  change: Change;
  before?: string;
  after?: string;
  /** Both sides text (rich text compared on its words, tags aside). */
  words?: WordPart[];
}

export interface BlockChange {
  id: string;
  type: string;
  /** The block type's label from the catalogue. */
  label: Labels;
  /** For items whose languages have their own block lists (articles), that language. */
  locale: Locale | null;
  change: 'added' | 'removed' | 'moved' | 'changed';
  /** Also set on a moved block whose fields changed too. */
  moved: boolean;
  /** 1-based place in each version (null where the block is absent). */
  position: { before: number | null; after: number | null };
  fields: FieldChange[];
}

export interface VersionComparison {
  fields: FieldChange[];
  blocks: BlockChange[];
  unchanged: boolean;
}

/** What is compared of one version: its own fields and its blocks (one list, or one per language). */
export interface ComparableVersion {
  fields: Record<string, unknown>;
  blocks: Block[] | Partial<Record<Locale, Block[]>>;
}

export function compareVersions(before: ComparableVersion, after: ComparableVersion): VersionComparison {
  const fields = compareValues(before.fields, after.fields, []);
  const blocks: BlockChange[] = [];
  if (Array.isArray(before.blocks) || Array.isArray(after.blocks)) {
    blocks.push(...compareBlockLists(asList(before.blocks), asList(after.blocks), null));
  } else {
    for (const locale of locales) blocks.push(...compareBlockLists(before.blocks[locale] ?? [], after.blocks[locale] ?? [], locale));
  }
  return { fields, blocks, unchanged: fields.length === 0 && blocks.length === 0 };
}

function asList(blocks: ComparableVersion['blocks']): Block[] {
  return Array.isArray(blocks) ? blocks : [];
}

function compareBlockLists(before: Block[], after: Block[], locale: Locale | null): BlockChange[] {
  const beforeAt = new Map(before.map((block, index) => [block.id, index]));
  const afterAt = new Map(after.map((block, index) => [block.id, index]));
  // Blocks kept in both: those outside the longest common order are the ones that moved
  // (a block inserted above another does not move it).
  const keptBefore = before.filter((block) => afterAt.has(block.id)).map((block) => block.id);
  const keptAfter = after.filter((block) => beforeAt.has(block.id)).map((block) => block.id);
  const moved = new Set<string>();
  for (const part of diffArrays(keptBefore, keptAfter)) if (part.removed) for (const id of part.value) moved.add(id);

  const changes: BlockChange[] = [];
  const describe = (block: Block) => ({ id: block.id, type: block.block_type, label: blockLabel(block.block_type), locale });
  for (const [index, block] of after.entries()) {
    const was = beforeAt.get(block.id);
    if (was === undefined) {
      changes.push({ ...describe(block), change: 'added', moved: false, position: { before: null, after: index + 1 }, fields: compareValues({}, blockValues(block, false), []) });
      continue;
    }
    const fields = compareValues(blockValues(before[was]!), blockValues(block), []);
    const isMoved = moved.has(block.id);
    if (!isMoved && fields.length === 0) continue;
    changes.push({ ...describe(block), change: isMoved ? 'moved' : 'changed', moved: isMoved, position: { before: was + 1, after: index + 1 }, fields });
  }
  // Removed blocks are listed where they stood: just after the kept block that preceded them.
  const order = new Map<BlockChange, number>(changes.map((change) => [change, change.position.after!]));
  let previousKept = 0;
  for (const [index, block] of before.entries()) {
    const kept = afterAt.get(block.id);
    if (kept !== undefined) {
      previousKept = kept + 1;
      continue;
    }
    const removed: BlockChange = { ...describe(block), change: 'removed', moved: false, position: { before: index + 1, after: null }, fields: compareValues(blockValues(block, false), {}, []) };
    changes.push(removed);
    order.set(removed, previousKept + 0.5 + index / (before.length + 1) / 2);
  }
  changes.sort((a, b) => order.get(a)! - order.get(b)!);
  return changes;
}

/** What an editor changes of a block: its fields and its display parameters (and, for a kept block, its type should that differ). */
function blockValues(block: Block, withType = true): Record<string, unknown> {
  return { ...block.fields, block_params: block.block_params ?? {}, ...(withType ? { block_type: block.block_type } : {}) };
}

/** Every leaf value that differs between two objects, with its label and language. */
function compareValues(before: Record<string, unknown>, after: Record<string, unknown>, prefix: (string | number)[]): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const entry of microdiff(before ?? {}, after ?? {}, { cyclesFix: false })) {
    const path = [...prefix, ...entry.path];
    const old = entry.type === 'CREATE' ? undefined : entry.oldValue;
    const next = entry.type === 'REMOVE' ? undefined : entry.value;
    // A whole object appearing or going (a new localised title, a new button) is listed leaf by leaf.
    const oldLeaves = leaves(old, path);
    const newLeaves = leaves(next, path);
    for (const key of new Set([...oldLeaves.keys(), ...newLeaves.keys()])) {
      const a = oldLeaves.get(key);
      const b = newLeaves.get(key);
      if (a?.value === b?.value) continue;
      changes.push(fieldChange((a ?? b)!.path, a?.value, b?.value));
    }
  }
  return byField(changes);
}

/** The languages of one field side by side, French first, each field where it first changed. */
function byField(changes: FieldChange[]): FieldChange[] {
  const field = (change: FieldChange) => change.label.en + '\u0000' + change.path.filter((segment) => segment !== change.locale).join('.');
  const first = new Map<string, number>();
  changes.forEach((change, index) => first.has(field(change)) || first.set(field(change), index));
  const rank = (change: FieldChange) => (change.locale === null ? -1 : locales.indexOf(change.locale));
  return changes
    .map((change, index) => ({ change, index }))
    .sort((a, b) => first.get(field(a.change))! - first.get(field(b.change))! || rank(a.change) - rank(b.change) || a.index - b.index)
    .map(({ change }) => change);
}

interface Leaf {
  path: (string | number)[];
  value: string;
}

function leaves(value: unknown, path: (string | number)[], into = new Map<string, Leaf>()): Map<string, Leaf> {
  if (value === undefined) return into;
  if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) leaves(inner, [...path, Array.isArray(value) ? Number(key) : key], into);
    return into;
  }
  into.set(JSON.stringify(path), { path, value: value === null ? '' : String(value) });
  return into;
}

function fieldChange(path: (string | number)[], before: string | undefined, after: string | undefined): FieldChange {
  // The language key may sit inside the value (an image's media.fr.url, SEO's global.en.og_title).
  const at = path.findLastIndex((segment) => typeof segment === 'string' && (locales as readonly string[]).includes(segment));
  const locale = at === -1 ? null : (path[at] as Locale);
  const labelPath = at === -1 ? path : [...path.slice(0, at), ...path.slice(at + 1)];
  const change: Change = before === undefined || before === '' ? 'added' : after === undefined || after === '' ? 'removed' : 'changed';
  const shown = (text: string | undefined) => (text === undefined ? undefined : isRichText(text) ? plainText(text) : text);
  const result: FieldChange = { path, label: pathLabel(labelPath), locale, change, before: shown(before), after: shown(after) };
  if (change === 'changed' && result.before !== undefined && result.after !== undefined) {
    result.words = diffWords(result.before, result.after).map((part) => ({ text: part.value, change: part.added ? 'ins' : part.removed ? 'del' : 'same' }));
  }
  return result;
}

const isRichText = (text: string) => /<[a-z][^>]*>/i.test(text);

/** Rich text's words: tags dropped (a block element ends a line), the common entities decoded. */
function plainText(html: string): string {
  return html
    .replace(/<\/(p|li|h[1-6]|div|blockquote)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

function blockLabel(type: string): Labels {
  const spec = getBlockSpec(type);
  return spec ? { ...spec.label } : { fr: type, en: type };
}

const fieldNames: Record<Locale, Record<string, string>> = {
  fr: loadMessages('fr').editor['field-names'],
  en: loadMessages('en').editor['field-names'],
};
const blockParamsLabel: Labels = { fr: loadMessages('fr').editor.config['block-params'], en: loadMessages('en').editor.config['block-params'] };

/** 'cta_repeater', 0, 'text' -> "Appels à l’action › 1 › Texte": each key's label from the editor's field names. */
function pathLabel(path: (string | number)[]): Labels {
  const label = {} as Labels;
  for (const locale of locales) {
    label[locale] = path
      .map((segment) => {
        if (typeof segment === 'number') return String(segment + 1);
        if (segment === 'block_params') return blockParamsLabel[locale];
        return fieldNames[locale][segment] ?? humanize(segment);
      })
      .join(' › ');
  }
  return label;
}

function humanize(name: string): string {
  const words = name.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
