import { defineBlock } from '@/blocks/define-block';
import { qaBlockSpec } from '@/lib/blocks/qa-block/spec';
import { QaBlock } from './QaBlock';

/** qa_block: its spec (lib/blocks/qa-block/spec.ts) rendered by its component. */
export const qaBlock = defineBlock(qaBlockSpec, QaBlock);
