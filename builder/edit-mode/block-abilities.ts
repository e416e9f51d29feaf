import { blockSpecs } from '@/blocks/catalog';
import type { BlockAbilities } from '@/blocks/types';

export type AbilitiesByType = Record<string, BlockAbilities>;

/**
 * What edit mode may do with each block type, computed on the server from the block specs
 * so the browser gets a small map instead of the registry and its components.
 */
export function abilitiesByType(): AbilitiesByType {
  return Object.fromEntries([...blockSpecs.values()].map((spec) => [spec.type, spec.abilities]));
}
