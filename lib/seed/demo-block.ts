import { getBlockSpec } from '@/lib/content/block-specs';
import type { Block, BlockParams } from '@/lib/content/types';

/**
 * A block made from its spec's demo fields (blocks/catalog.ts), with optional overrides.
 * Demo content thus always matches the block's schema. Ids are deterministic.
 */
export function demoBlock(
  type: string,
  id: string,
  overrides: { fields?: Record<string, unknown>; params?: BlockParams } = {},
): Block | null {
  const definition = getBlockSpec(type);
  if (!definition) {
    console.warn(`[seed] block type ${type} is not registered; skipped`);
    return null;
  }
  return {
    id,
    block_type: type,
    block_params: { ...definition.demoParams, ...overrides.params },
    fields: { ...(definition.demo as Record<string, unknown>), ...overrides.fields },
  };
}

export function blocks(...list: (Block | null)[]): Block[] {
  return list.filter((b): b is Block => b !== null);
}
