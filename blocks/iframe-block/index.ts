import { defineBlock } from '@/blocks/define-block';
import { iframeBlockSpec } from '@/blocks/iframe-block/spec';
import { IframeBlock } from './IframeBlock';

/** iframe_block: its spec (./spec.ts) rendered by its component. */
export const iframeBlock = defineBlock(iframeBlockSpec, IframeBlock);
