import { defineBlock } from '@/blocks/define-block';
import { headerOutOfNormBlockSpec } from '@/blocks/header-out-of-norm/spec';
import { HeaderOutOfNorm } from './HeaderOutOfNorm';

/** header_out_of_norm: its spec (./spec.ts) rendered by its component. */
export const headerOutOfNormBlock = defineBlock(headerOutOfNormBlockSpec, HeaderOutOfNorm);
