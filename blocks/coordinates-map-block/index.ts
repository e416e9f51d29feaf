import { defineBlock } from '@/blocks/define-block';
import { coordinatesMapBlockSpec } from '@/lib/blocks/coordinates-map-block/spec';
import { CoordinatesMapBlock } from './CoordinatesMapBlock';

/** coordinates_map_block: its spec (lib/blocks/coordinates-map-block/spec.ts) rendered by its component. */
export const coordinatesMapBlock = defineBlock(coordinatesMapBlockSpec, CoordinatesMapBlock);
