import type { Queryable } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/locales';
import { blogBlockData } from '@/lib/blog/server-data';
import { searchResultsBlockData, soldMapBlockData } from '@/lib/listings/block-data';
import { memberBlockData } from '@/lib/members/block-data';
import { officeBlockData } from '@/lib/offices/block-data';
import { partnerBlockData } from '@/lib/partners/block-data';
import type { BlockDataSource } from '@/lib/content/block-data-source';
import { listingCountBlockData } from './core-data';
import type { Block } from '@/lib/content/types';

/**
 * Every block type whose data comes from a collection, and where from (see
 * block-data-source.ts). A new collection adds its sources here, nowhere else.
 */
const sources: Record<string, BlockDataSource> = {
  ...memberBlockData,
  ...officeBlockData,
  ...partnerBlockData,
  ...blogBlockData,
  ...listingCountBlockData,
  ...searchResultsBlockData,
  ...soldMapBlockData,
};

export function hasBlockData(blockType: string): boolean {
  return Object.hasOwn(sources, blockType);
}

/** The blocks with their collection data filled in (blocks without a source are returned as is). */
export async function attachBlockData(db: Queryable, siteId: string, locale: Locale, blocks: Block[]): Promise<Block[]> {
  if (!blocks.some((b) => hasBlockData(b.block_type))) return blocks;
  const out: Block[] = [];
  // Sequential: PGlite is single-connection, and a page has few such blocks.
  for (const block of blocks) {
    const source = sources[block.block_type];
    out.push(source ? await source.fill(db, siteId, locale, block) : block);
  }
  return out;
}

/**
 * Tags of the collections these blocks show, for the cache entry of a page's content: a write
 * to a collection expires the pages that show it and no other (a listing sold expires the
 * search page, not the team page).
 */
export function blockDataTags(siteId: string, blocks: readonly Block[]): string[] {
  const shown = new Set(blocks.map((b) => b.block_type));
  return [...new Set(Object.entries(sources).flatMap(([type, source]) => (shown.has(type) ? source.tags(siteId) : [])))];
}
