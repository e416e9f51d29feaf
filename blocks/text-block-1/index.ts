import { defineBlock } from '@/blocks/define-block';
import { textBlock1BlockSpec } from '@/blocks/text-block-1/spec';
import { TextBlock1 } from './TextBlock1';

/** text_block_1: its spec (./spec.ts) rendered by its component. */
export const textBlock1Block = defineBlock(textBlock1BlockSpec, TextBlock1);
