import { defineBlock } from '@/blocks/define-block';
import { highlightsBlockSpec } from '@/blocks/highlights-block/spec';
import { HighlightsBlock } from './HighlightsBlock';

/** highlights_block: its spec (./spec.ts) rendered by its component. */
export const highlightsBlock = defineBlock(highlightsBlockSpec, HighlightsBlock);
