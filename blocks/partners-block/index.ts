import { defineBlock } from '@/blocks/define-block';
import { partnersBlockSpec } from '@/lib/blocks/partners-block/spec';
import { PartnersBlock } from './PartnersBlock';

/** partners_block: its spec (lib/blocks/partners-block/spec.ts) rendered by its component. */
export const partnersBlock = defineBlock(partnersBlockSpec, PartnersBlock);
