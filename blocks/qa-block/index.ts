import { defineBlock } from '@/blocks/define-block';
import { qaBlockSpec } from '@/blocks/qa-block/spec';
import { QaBlock } from './QaBlock';

/** qa_block: its spec (./spec.ts) rendered by its component. */
export const qaBlock = defineBlock(qaBlockSpec, QaBlock);
