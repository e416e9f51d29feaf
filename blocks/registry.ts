import type { BlockDefinition } from './types';
import { chromeBlocks } from './groups/chrome';
import { contentBlocks } from './groups/content';
import { heroBlocks } from './groups/heroes';
import { propertiesBlocks } from './groups/properties';
import { formsBlocks } from './groups/forms';
import { trustBlocks } from './groups/trust';
import { blogBlocks } from './groups/blog';
import { placesBlocks } from './groups/places';
import { mediaBlocks } from './groups/media';
import { membersBlocks } from './groups/members';

/**
 * The single source of truth for blocks: the public renderer, the editor config,
 * validation of saved pages and the demo content all read this map.
 * Each family of blocks lists its definitions in blocks/groups/<family>.ts.
 */
const all: BlockDefinition[] = [...chromeBlocks, ...heroBlocks, ...contentBlocks, ...propertiesBlocks, ...formsBlocks, ...trustBlocks, ...blogBlocks, ...placesBlocks, ...mediaBlocks, ...membersBlocks];

export const blockRegistry: ReadonlyMap<string, BlockDefinition> = new Map(all.map((d) => [d.type, d]));

export function getBlockDefinition(type: string): BlockDefinition | undefined {
  return blockRegistry.get(type);
}
