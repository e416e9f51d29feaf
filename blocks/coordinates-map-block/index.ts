import { defineBlock } from '@/blocks/define-block';
import { coordinatesMapBlockSpec } from '@/blocks/coordinates-map-block/spec';
import { CoordinatesMapBlock } from './CoordinatesMapBlock';

/** coordinates_map_block: its spec (./spec.ts) rendered by its component. */
export const coordinatesMapBlock = defineBlock(coordinatesMapBlockSpec, CoordinatesMapBlock);
