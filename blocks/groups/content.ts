import type { BlockDefinition } from '../types';
import { ctaBlock } from '../cta-block';
import { doubleCtaBlock } from '../double-cta-block';
import { errorBlock } from '../error-block';
import { spacerBlock } from '../spacer-block';

/** Calls to action, spacer and error blocks. */
export const contentBlocks: BlockDefinition[] = [ctaBlock, doubleCtaBlock, spacerBlock, errorBlock];
