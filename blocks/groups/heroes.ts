import type { BlockDefinition } from '../types';
import { heroContent1Block } from '../hero-content-1';
import { heroContent2Block } from '../hero-content-2';
import { heroCtaBlock } from '../hero-cta-block';
import { textBlock1Block } from '../text-block-1';
import { textBlock2Block } from '../text-block-2';
import { txtImgDoubleBlock } from '../txt-img-double-block-1';

/** Hero blocks and text/media layout blocks. */
export const heroBlocks: BlockDefinition[] = [
  heroContent1Block,
  heroContent2Block,
  heroCtaBlock,
  textBlock1Block,
  textBlock2Block,
  txtImgDoubleBlock,
];
