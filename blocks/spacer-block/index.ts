import { defineBlock } from '@/blocks/define-block';
import { spacerBlockSpec } from '@/blocks/spacer-block/spec';
import { SpacerBlock } from './SpacerBlock';

/** spacer_block: its spec (./spec.ts) rendered by its component. */
export const spacerBlock = defineBlock(spacerBlockSpec, SpacerBlock);
