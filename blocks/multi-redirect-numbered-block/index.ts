import { defineBlock } from '@/blocks/define-block';
import { multiRedirectNumberedBlockSpec } from '@/lib/blocks/multi-redirect-numbered-block/spec';
import { MultiRedirectNumbered } from './MultiRedirectNumbered';

/** multi_redirect_numbered_block: its spec (lib/blocks/multi-redirect-numbered-block/spec.ts) rendered by its component. */
export const multiRedirectNumberedBlock = defineBlock(multiRedirectNumberedBlockSpec, MultiRedirectNumbered);
