import { defineBlock } from '@/blocks/define-block';
import { ctaBlockSpec } from '@/blocks/cta-block/spec';
import { CtaBlock } from './CtaBlock';

/** cta_block: its spec (./spec.ts) rendered by its component. */
export const ctaBlock = defineBlock(ctaBlockSpec, CtaBlock);
