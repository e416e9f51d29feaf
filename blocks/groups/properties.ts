import type { BlockDefinition } from '../types';

/** Properties blocks. */
export const propertiesBlocks: BlockDefinition[] = [];
