import { produce, type Draft } from 'immer';
import type { Block, BlockParams } from '@/lib/content/types';
import { defaultColorScheme, nextColorScheme } from '@/lib/theme';

/**
 * The editor actions of spec 000 section 4 over a page's block list: add, remove,
 * reset, replace, move, set a value at a dotted path, toggle the colour scheme.
 * Every action is pure: it returns a new list and never touches its input. A block or
 * path that is not found logs a warning and returns the input list itself, so callers
 * can tell "nothing changed" by identity (result === blocks).
 */

export type Blocks = readonly Block[];

/** What a reset goes back to: the registry's demo fields and demo params. */
export interface BlockDefaults {
  fields: Record<string, unknown>;
  params?: BlockParams;
}

function warn(message: string): void {
  console.warn(`[editor] ${message}`);
}

function indexOfBlock(blocks: Blocks, id: string, action: string): number {
  const index = blocks.findIndex((block) => block.id === id);
  if (index === -1) warn(`${action}: block ${JSON.stringify(id)} not found`);
  return index;
}

function update(blocks: Blocks, recipe: (draft: Draft<Block[]>) => void): Block[] {
  return produce(blocks as Block[], recipe);
}

/** Inserts a block at index (clamped; default: at the end). Ids must stay unique. */
export function addBlock(blocks: Blocks, block: Block, index: number = blocks.length): Blocks {
  if (blocks.some((existing) => existing.id === block.id)) {
    warn(`addBlock: a block with id ${JSON.stringify(block.id)} already exists`);
    return blocks;
  }
  const at = Math.max(0, Math.min(Math.trunc(index), blocks.length));
  return update(blocks, (draft) => {
    draft.splice(at, 0, structuredClone(block) as Draft<Block>);
  });
}

export function removeBlock(blocks: Blocks, id: string): Blocks {
  const index = indexOfBlock(blocks, id, 'removeBlock');
  if (index === -1) return blocks;
  return update(blocks, (draft) => {
    draft.splice(index, 1);
  });
}

/** Back to the registry's demo fields and params; the block keeps its id and type. */
export function resetBlock(blocks: Blocks, id: string, defaults: BlockDefaults): Blocks {
  const index = indexOfBlock(blocks, id, 'resetBlock');
  if (index === -1) return blocks;
  return update(blocks, (draft) => {
    const block = draft[index]!;
    block.fields = structuredClone(defaults.fields);
    block.block_params = structuredClone(defaults.params ?? {});
  });
}

/** Puts another block (for instance of another type) in the place of block id. */
export function replaceBlock(blocks: Blocks, id: string, block: Block): Blocks {
  const index = indexOfBlock(blocks, id, 'replaceBlock');
  if (index === -1) return blocks;
  if (block.id !== id && blocks.some((existing) => existing.id === block.id)) {
    warn(`replaceBlock: a block with id ${JSON.stringify(block.id)} already exists`);
    return blocks;
  }
  return update(blocks, (draft) => {
    draft[index] = structuredClone(block) as Draft<Block>;
  });
}

/** Moves the block at position from to position to (both within the list). */
export function moveBlock(blocks: Blocks, from: number, to: number): Blocks {
  const inRange = (i: number) => Number.isInteger(i) && i >= 0 && i < blocks.length;
  if (!inRange(from) || !inRange(to)) {
    warn(`moveBlock: position ${from} -> ${to} is outside the list of ${blocks.length} blocks`);
    return blocks;
  }
  if (from === to) return blocks;
  return update(blocks, (draft) => {
    const [moved] = draft.splice(from, 1);
    draft.splice(to, 0, moved!);
  });
}

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

function isIndex(key: string, list: unknown[], allowEnd: boolean): boolean {
  if (!/^\d+$/.test(key)) return false;
  const i = Number(key);
  return allowEnd ? i <= list.length : i < list.length;
}

/**
 * Sets a value inside a block: 'fields.main_title.fr', 'fields.cta_repeater.0.text.en',
 * 'block_params.color_scheme'. The path starts at fields or block_params; every step but
 * the last must exist. Setting null REMOVES the target (spec: a link or image field is
 * removed by setting it to null): the key is deleted, or the array item spliced out, so
 * the block still passes its schema, whose optional fields do not accept null.
 */
export function setValueAtPath(blocks: Blocks, id: string, dottedPath: string, value: unknown): Blocks {
  const index = indexOfBlock(blocks, id, 'setValueAtPath');
  if (index === -1) return blocks;
  const [root, ...rest] = dottedPath.split('.');
  const last = rest.pop();
  if ((root !== 'fields' && root !== 'block_params') || last === undefined || last === '' || rest.includes('')) {
    warn(`setValueAtPath: path ${JSON.stringify(dottedPath)} must be fields.<key>... or block_params.<key>`);
    return blocks;
  }
  const block = blocks[index]!;
  // block_params is optional on a block: the first param set creates it.
  let parent: unknown = root === 'fields' ? block.fields : (block.block_params ?? {});
  for (const key of rest) {
    const next: unknown = Array.isArray(parent)
      ? isIndex(key, parent, false)
        ? parent[Number(key)]
        : undefined
      : isContainer(parent)
        ? (parent as Record<string, unknown>)[key]
        : undefined;
    if (!isContainer(next)) {
      warn(`setValueAtPath: path ${JSON.stringify(dottedPath)} not found in block ${JSON.stringify(id)}`);
      return blocks;
    }
    parent = next;
  }
  if (Array.isArray(parent) && !isIndex(last, parent, value !== null)) {
    warn(`setValueAtPath: index ${last} of ${JSON.stringify(dottedPath)} is outside the list`);
    return blocks;
  }
  if (value === null && !Array.isArray(parent) && !(last in (parent as Record<string, unknown>))) {
    warn(`setValueAtPath: path ${JSON.stringify(dottedPath)} not found in block ${JSON.stringify(id)}`);
    return blocks;
  }
  return update(blocks, (draft) => {
    const target = draft[index]!;
    if (root === 'block_params') target.block_params ??= {};
    let node = (root === 'fields' ? target.fields : target.block_params) as Container;
    for (const key of rest) node = (Array.isArray(node) ? node[Number(key)] : node[key]) as Container;
    if (Array.isArray(node)) {
      if (value === null) node.splice(Number(last), 1);
      else node[Number(last)] = structuredClone(value);
    } else if (value === null) {
      delete node[last];
    } else {
      node[last] = structuredClone(value);
    }
  });
}

/** The next configured colour scheme of block id, in order, wrapping around. */
export function toggleColorScheme(blocks: Blocks, id: string, configuredSchemes?: readonly string[]): Blocks {
  const index = indexOfBlock(blocks, id, 'toggleColorScheme');
  if (index === -1) return blocks;
  const current = blocks[index]!.block_params?.color_scheme ?? defaultColorScheme;
  return setValueAtPath(blocks, id, 'block_params.color_scheme', nextColorScheme(current, configuredSchemes));
}

/** The colour scheme a block shows (the default when none is set). */
export function colorSchemeOf(blocks: Blocks, id: string): string | null {
  const block = blocks.find((b) => b.id === id);
  return block ? (block.block_params?.color_scheme ?? defaultColorScheme) : null;
}
