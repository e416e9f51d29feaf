import type { z } from 'zod';
import { getBlockDefinition } from '@/blocks/registry';
import type { BlockAbilities, BlockParams } from './types';

/**
 * lib/'s one window on the block registry (blocks/registry.ts sits above lib/). Three services
 * need what only the registry knows: publish validation (schema), edit mode (abilities) and the
 * demo seed (demo fields). They read it through this module, never the registry itself, so the
 * upward arrow stays in one place and carries no component.
 */
export interface BlockCatalogEntry {
  schema: z.ZodType;
  abilities: BlockAbilities;
  demo: unknown;
  demoParams?: BlockParams;
}

export function blockCatalogEntry(type: string): BlockCatalogEntry | undefined {
  const definition = getBlockDefinition(type);
  if (!definition) return undefined;
  const { schema, abilities, demo, demoParams } = definition;
  return { schema, abilities, demo, demoParams };
}
