import { defineBlock } from '@/blocks/define-block';
import { partnersBlockSpec } from '@/blocks/partners-block/spec';
import { PartnersBlock } from './PartnersBlock';

/** partners_block: its spec (./spec.ts) rendered by its component. */
export const partnersBlock = defineBlock(partnersBlockSpec, PartnersBlock);
