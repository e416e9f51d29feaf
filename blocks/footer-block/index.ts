import { defineBlock } from '@/blocks/define-block';
import { footerBlockSpec } from '@/blocks/footer-block/spec';
import { Footer } from './Footer';

/** footer_block: its spec (./spec.ts) rendered by its component. */
export const footerBlock = defineBlock(footerBlockSpec, Footer);
