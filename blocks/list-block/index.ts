import { defineBlock } from '@/blocks/define-block';
import { listBlockSpec } from '@/blocks/list-block/spec';
import { ListBlock } from './ListBlock';

/** list_block: its spec (./spec.ts) rendered by its component. */
export const listBlock = defineBlock(listBlockSpec, ListBlock);
