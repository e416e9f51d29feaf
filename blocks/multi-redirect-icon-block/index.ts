import { defineBlock } from '@/blocks/define-block';
import { multiRedirectIconBlockSpec } from '@/blocks/multi-redirect-icon-block/spec';
import { MultiRedirectIcon } from './MultiRedirectIcon';

/** multi_redirect_icon_block: its spec (./spec.ts) rendered by its component. */
export const multiRedirectIconBlock = defineBlock(multiRedirectIconBlockSpec, MultiRedirectIcon);
