import { defineBlock } from '@/blocks/define-block';
import { mapFullwidthBlockSpec } from '@/blocks/map-fullwidth-block/spec';
import { MapFullwidthBlock } from './MapFullwidthBlock';

/** map_fullwidth_block: its spec (./spec.ts) rendered by its component. */
export const mapFullwidthBlock = defineBlock(mapFullwidthBlockSpec, MapFullwidthBlock);
