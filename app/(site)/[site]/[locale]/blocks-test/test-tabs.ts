import { blockRegistry } from '@/blocks/registry';
import type { Block, BlockCategory } from '@/blocks/types';
import { categoryOrder } from '@/builder/config/categories';
import { demoBlock } from '@/lib/seed/demo-block';

/** The last tab: the content types no block shows on its own (code, embedded code, edito post). */
export const CONTENT_TYPES_TAB = 'content-types';

export interface TestTab {
  category: BlockCategory;
  blocks: Block[];
}

/** Headers and footers are the page's own chrome; every other block gets a tab per category. */
const chrome = new Set<BlockCategory>(['headers', 'footers']);

export function testTabs(): TestTab[] {
  const definitions = [...blockRegistry.values()];
  return categoryOrder
    .filter((category) => !chrome.has(category))
    .map((category) => ({
      category,
      blocks: definitions
        .filter((d) => d.category === category)
        .map((d) => demoBlock(d.type, `test-${d.type}`))
        .filter((b): b is Block => b !== null),
    }))
    .filter((tab) => tab.blocks.length > 0);
}
