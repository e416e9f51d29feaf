import { defineBlock } from '@/blocks/define-block';
import { multiRedirectNumberedBlockSpec } from '@/blocks/multi-redirect-numbered-block/spec';
import { MultiRedirectNumbered } from './MultiRedirectNumbered';

/** multi_redirect_numbered_block: its spec (./spec.ts) rendered by its component. */
export const multiRedirectNumberedBlock = defineBlock(multiRedirectNumberedBlockSpec, MultiRedirectNumbered);
