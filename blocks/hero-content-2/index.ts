import { defineBlock } from '@/blocks/define-block';
import { heroContent2BlockSpec } from '@/blocks/hero-content-2/spec';
import { HeroContent2 } from './HeroContent2';

/** hero_content_2: its spec (./spec.ts) rendered by its component. */
export const heroContent2Block = defineBlock(heroContent2BlockSpec, HeroContent2);
