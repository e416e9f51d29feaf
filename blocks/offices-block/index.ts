import { defineBlock } from '@/blocks/define-block';
import { officesBlockSpec } from '@/blocks/offices-block/spec';
import { OfficesBlock } from './OfficesBlock';

/** offices_block: its spec (./spec.ts) rendered by its component. */
export const officesBlock = defineBlock(officesBlockSpec, OfficesBlock);
