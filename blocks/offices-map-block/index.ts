import { defineBlock } from '@/blocks/define-block';
import { officesMapBlockSpec } from '@/blocks/offices-map-block/spec';
import { OfficesMapBlock } from './OfficesMapBlock';

/** offices_map_block: its spec (./spec.ts) rendered by its component. */
export const officesMapBlock = defineBlock(officesMapBlockSpec, OfficesMapBlock);
