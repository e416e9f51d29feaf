import { blockRegistry } from '@/blocks/registry';
import type { BlockAbilities } from '@/blocks/types';

export type AbilitiesByType = Record<string, BlockAbilities>;

/**
 * What edit mode may do with each block type, computed on the server from the registry
 * so the browser gets a small map instead of the registry and its components.
 */
export function abilitiesByType(): AbilitiesByType {
  return Object.fromEntries([...blockRegistry.values()].map((definition) => [definition.type, definition.abilities]));
}
