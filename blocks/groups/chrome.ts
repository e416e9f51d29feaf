import type { BlockDefinition } from '../types';
import { footerBlock } from '../footer-block';
import { headerClassicBlock } from '../header-classic';
import { headerMegamenuBlock } from '../header-megamenu';
import { headerOutOfNormBlock } from '../header-out-of-norm';

/** Headers and footers (site-wide chrome). */
export const chromeBlocks: BlockDefinition[] = [headerClassicBlock, headerMegamenuBlock, headerOutOfNormBlock, footerBlock];
