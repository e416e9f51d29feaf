import { defineBlock } from '@/blocks/define-block';
import { headerMegamenuBlockSpec } from '@/blocks/header-megamenu/spec';
import { HeaderMegamenu } from './HeaderMegamenu';

/** header_megamenu: its spec (./spec.ts) rendered by its component. */
export const headerMegamenuBlock = defineBlock(headerMegamenuBlockSpec, HeaderMegamenu);
