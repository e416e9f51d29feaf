import { defineBlock } from '@/blocks/define-block';
import { textBlock2BlockSpec } from '@/blocks/text-block-2/spec';
import { TextBlock2 } from './TextBlock2';

/** text_block_2: its spec (./spec.ts) rendered by its component. */
export const textBlock2Block = defineBlock(textBlock2BlockSpec, TextBlock2);
