import { defineBlock } from '@/blocks/define-block';
import { doubleCtaBlockSpec } from '@/lib/blocks/double-cta-block/spec';
import { DoubleCtaBlock } from './DoubleCtaBlock';

/** double_cta_block: its spec (lib/blocks/double-cta-block/spec.ts) rendered by its component. */
export const doubleCtaBlock = defineBlock(doubleCtaBlockSpec, DoubleCtaBlock);
