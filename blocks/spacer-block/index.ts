import { defineBlock } from '@/blocks/define-block';
import { spacerBlockSpec } from '@/lib/blocks/spacer-block/spec';
import { SpacerBlock } from './SpacerBlock';

/** spacer_block: its spec (lib/blocks/spacer-block/spec.ts) rendered by its component. */
export const spacerBlock = defineBlock(spacerBlockSpec, SpacerBlock);
