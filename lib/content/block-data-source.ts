import type { Queryable } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/locales';
import type { Block } from './types';

/**
 * Where a block that shows a collection gets its data ("server core data for blocks",
 * spec 001): filled in when the page response is built, never stored in the page. The page
 * response is cached with every source's tags, so a write to a collection (which expires
 * its tag inside the service that writes) refreshes every page that may show it.
 */
export interface BlockDataSource {
  /** The block with its data (a new object; the stored block is not mutated). */
  fill(db: Queryable, siteId: string, locale: Locale, block: Block): Promise<Block>;
  /** Cache tags of the collection (none when the page's own tag already covers it). */
  tags(siteId: string): string[];
}

/** A source that puts what `load` returns into the block's core_data. */
export function coreDataSource(
  load: (db: Queryable, siteId: string, locale: Locale, fields: Record<string, unknown>) => Promise<unknown>,
  tags: (siteId: string) => string[],
): BlockDataSource {
  return {
    fill: async (db, siteId, locale, block) => ({ ...block, core_data: await load(db, siteId, locale, (block.fields ?? {}) as Record<string, unknown>) }),
    tags,
  };
}
