import { defineBlock } from '@/blocks/define-block';
import { officesMapBlockSpec } from '@/lib/blocks/offices-map-block/spec';
import { OfficesMapBlock } from './OfficesMapBlock';

/** offices_map_block: its spec (lib/blocks/offices-map-block/spec.ts) rendered by its component. */
export const officesMapBlock = defineBlock(officesMapBlockSpec, OfficesMapBlock);
