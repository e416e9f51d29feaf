import { defineBlock } from '@/blocks/define-block';
import { ctaBlockSpec } from '@/lib/blocks/cta-block/spec';
import { CtaBlock } from './CtaBlock';

/** cta_block: its spec (lib/blocks/cta-block/spec.ts) rendered by its component. */
export const ctaBlock = defineBlock(ctaBlockSpec, CtaBlock);
