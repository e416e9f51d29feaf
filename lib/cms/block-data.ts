import type { Block } from '@/blocks/types';
import type { Queryable } from '@/lib/db/types';
import { memberBlockLoaders, type BlockDataLoaderDef } from '@/lib/members/block-data';

/**
 * Server core data for blocks (spec 001): blocks that show a collection (members, offices...)
 * keep only their settings in the page; when the page response is built, the loader
 * registered for the block's type reads the collection and sets the block's core_data.
 * The page cache carries every loader's tags, so a collection write refreshes its pages.
 *
 * To add a collection: export a Record<block_type, BlockDataLoaderDef> from lib/<domain>/
 * and spread it into `loaders` below.
 */
export type { BlockDataLoaderDef };

const loaders: Record<string, BlockDataLoaderDef> = {
  ...memberBlockLoaders,
};

export function hasBlockData(blockType: string): boolean {
  return Object.hasOwn(loaders, blockType);
}

/** The blocks with their core_data filled in (blocks without a loader are returned as is). */
export async function attachBlockData(db: Queryable, siteId: string, blocks: Block[]): Promise<Block[]> {
  if (!blocks.some((b) => hasBlockData(b.block_type))) return blocks;
  const out: Block[] = [];
  // Sequential: PGlite is single-connection, and a page has few such blocks.
  for (const block of blocks) {
    const loader = loaders[block.block_type];
    out.push(loader ? { ...block, core_data: await loader.load(db, siteId, block.fields) } : block);
  }
  return out;
}

/** Tags of every collection a page may show, for the page response's cache entry. */
export function blockDataTags(siteId: string): string[] {
  return [...new Set(Object.values(loaders).flatMap((l) => l.tags(siteId)))];
}
