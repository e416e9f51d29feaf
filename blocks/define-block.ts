import type { z } from 'zod';
import type { BlockDefinition } from './types';

export const defaultAbilities = { toggleColorScheme: true, edit: true, delete: true };

/** Typed helper so a block file declares its definition with inference. */
export function defineBlock<S extends z.ZodType>(
  definition: Omit<BlockDefinition<S>, 'abilities'> & { abilities?: Partial<BlockDefinition['abilities']> },
): BlockDefinition<S> {
  return { ...definition, abilities: { ...defaultAbilities, ...definition.abilities } };
}
