import { defineBlock } from '@/blocks/define-block';
import { txtImgDoubleBlockSpec } from '@/blocks/txt-img-double-block-1/spec';
import { TxtImgDouble } from './TxtImgDouble';

/** txt_img_double_block_1: its spec (./spec.ts) rendered by its component. */
export const txtImgDoubleBlock = defineBlock(txtImgDoubleBlockSpec, TxtImgDouble);
