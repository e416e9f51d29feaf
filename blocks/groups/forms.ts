import type { BlockDefinition } from '../types';

/** Forms blocks. */
export const formsBlocks: BlockDefinition[] = [];
