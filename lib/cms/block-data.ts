import 'server-only';
import type { Block } from '@/lib/cms/types';
import type { Locale } from '@/lib/i18n/locales';
import { loadOfficesBlockData } from '@/lib/offices/block-data';
import { loadBankPartnersBlockData, loadPartnersBlockData } from '@/lib/partners/block-data';

/**
 * "Server core data for blocks" (spec 001 section 3): blocks that show a collection get it
 * from the server when the page response is built; the stored page keeps only the block's
 * own settings. A loader reads the collection through its cached, tagged service, so a
 * collection write shows on every page at the next request without republishing.
 */
export type BlockDataLoader = (siteId: string, locale: Locale, fields: Record<string, unknown>) => Promise<unknown>;

export const blockDataLoaders: Record<string, BlockDataLoader> = {
  offices_block: loadOfficesBlockData,
  offices_map_block: loadOfficesBlockData,
  map_fullwidth_block: loadOfficesBlockData,
  partners_block: loadPartnersBlockData,
  bank_partners_block: loadBankPartnersBlockData,
};

/** The blocks with their core_data filled in (a new array; the cached page is not mutated). */
export async function withBlockData(siteId: string, locale: Locale, blocks: Block[]): Promise<Block[]> {
  if (!blocks.some((b) => b.block_type in blockDataLoaders)) return blocks;
  return Promise.all(
    blocks.map(async (block) => {
      const loader = blockDataLoaders[block.block_type];
      if (!loader) return block;
      return { ...block, core_data: await loader(siteId, locale, (block.fields ?? {}) as Record<string, unknown>) };
    }),
  );
}
