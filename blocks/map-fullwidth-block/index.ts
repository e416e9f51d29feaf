import { defineBlock } from '@/blocks/define-block';
import { mapFullwidthBlockSpec } from '@/lib/blocks/map-fullwidth-block/spec';
import { MapFullwidthBlock } from './MapFullwidthBlock';

/** map_fullwidth_block: its spec (lib/blocks/map-fullwidth-block/spec.ts) rendered by its component. */
export const mapFullwidthBlock = defineBlock(mapFullwidthBlockSpec, MapFullwidthBlock);
