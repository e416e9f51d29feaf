import { defineBlock } from '@/blocks/define-block';
import { highlightsBlockSpec } from '@/lib/blocks/highlights-block/spec';
import { HighlightsBlock } from './HighlightsBlock';

/** highlights_block: its spec (lib/blocks/highlights-block/spec.ts) rendered by its component. */
export const highlightsBlock = defineBlock(highlightsBlockSpec, HighlightsBlock);
