import type { BlockSpec } from './block-spec';

const registry = globalThis as unknown as { __blockSpecs?: ReadonlyMap<string, BlockSpec> };

/**
 * The block catalog as lib/ reads it (publish validation, comparison labels, edit-mode
 * abilities, the seed). The specs live with their blocks (blocks/catalog.ts), a layer above
 * lib, which hands them over here when it loads; each process entry loads it first
 * (instrumentation.ts, the test set-up, scripts). Kept on globalThis: every server bundle
 * shares it.
 */
export function setBlockSpecs(specs: ReadonlyMap<string, BlockSpec>): void {
  registry.__blockSpecs = specs;
}

export function getBlockSpec(type: string): BlockSpec | undefined {
  if (!registry.__blockSpecs) throw new Error('The block catalog is not loaded: the process entry imports blocks/catalog.ts first');
  return registry.__blockSpecs.get(type);
}
