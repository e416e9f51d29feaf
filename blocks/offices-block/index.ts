import { defineBlock } from '@/blocks/define-block';
import { officesBlockSpec } from '@/lib/blocks/offices-block/spec';
import { OfficesBlock } from './OfficesBlock';

/** offices_block: its spec (lib/blocks/offices-block/spec.ts) rendered by its component. */
export const officesBlock = defineBlock(officesBlockSpec, OfficesBlock);
