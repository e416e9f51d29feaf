import { defineBlock } from '@/blocks/define-block';
import { textImgMultipleBlockSpec } from '@/blocks/text-img-multiple-block-1/spec';
import { TextImgMultiple } from './TextImgMultiple';

/** text_img_multiple_block_1: its spec (./spec.ts) rendered by its component. */
export const textImgMultipleBlock = defineBlock(textImgMultipleBlockSpec, TextImgMultiple);
