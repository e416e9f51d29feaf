import { defineBlock } from '@/blocks/define-block';
import { multiRedirectVerticalBlockSpec } from '@/blocks/multi-redirect-vertical-block/spec';
import { MultiRedirectVertical } from './MultiRedirectVertical';

/** multi_redirect_vertical_block: its spec (./spec.ts) rendered by its component. */
export const multiRedirectVerticalBlock = defineBlock(multiRedirectVerticalBlockSpec, MultiRedirectVertical);
