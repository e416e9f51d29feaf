import { defineBlock } from '@/blocks/define-block';
import { iframeBlockSpec } from '@/lib/blocks/iframe-block/spec';
import { IframeBlock } from './IframeBlock';

/** iframe_block: its spec (lib/blocks/iframe-block/spec.ts) rendered by its component. */
export const iframeBlock = defineBlock(iframeBlockSpec, IframeBlock);
