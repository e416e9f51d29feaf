import { defineBlock } from '@/blocks/define-block';
import { footerBlockSpec } from '@/lib/blocks/footer-block/spec';
import { Footer } from './Footer';

/** footer_block: its spec (lib/blocks/footer-block/spec.ts) rendered by its component. */
export const footerBlock = defineBlock(footerBlockSpec, Footer);
