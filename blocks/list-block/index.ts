import { defineBlock } from '@/blocks/define-block';
import { listBlockSpec } from '@/lib/blocks/list-block/spec';
import { ListBlock } from './ListBlock';

/** list_block: its spec (lib/blocks/list-block/spec.ts) rendered by its component. */
export const listBlock = defineBlock(listBlockSpec, ListBlock);
