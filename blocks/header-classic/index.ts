import { defineBlock } from '@/blocks/define-block';
import { headerClassicBlockSpec } from '@/blocks/header-classic/spec';
import { HeaderClassic } from './HeaderClassic';

/** header_classic: its spec (./spec.ts) rendered by its component. */
export const headerClassicBlock = defineBlock(headerClassicBlockSpec, HeaderClassic);
