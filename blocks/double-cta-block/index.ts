import { defineBlock } from '@/blocks/define-block';
import { doubleCtaBlockSpec } from '@/blocks/double-cta-block/spec';
import { DoubleCtaBlock } from './DoubleCtaBlock';

/** double_cta_block: its spec (./spec.ts) rendered by its component. */
export const doubleCtaBlock = defineBlock(doubleCtaBlockSpec, DoubleCtaBlock);
