import type { z } from 'zod';
import type { BlockAbilities } from '@/lib/content/types';
import type { BlockSpec } from '../lib/content/block-spec';

export const defaultAbilities: BlockAbilities = { toggleColorScheme: true, edit: true, delete: true };

/** Typed helper so a block's spec.ts declares its spec with inference; abilities default to all. */
export function defineBlockSpec<S extends z.ZodType>(
  spec: Omit<BlockSpec<S>, 'abilities'> & { abilities?: Partial<BlockAbilities> },
): BlockSpec<S> {
  return { ...spec, abilities: { ...defaultAbilities, ...spec.abilities } };
}
