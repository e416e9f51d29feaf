import { defineBlock } from '@/blocks/define-block';
import { errorBlockSpec } from '@/blocks/error-block/spec';
import { ErrorBlock } from './ErrorBlock';

/** error_block: its spec (./spec.ts) rendered by its component. */
export const errorBlock = defineBlock(errorBlockSpec, ErrorBlock);
