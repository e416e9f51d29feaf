import { defineBlock } from '@/blocks/define-block';
import { heroContent1BlockSpec } from '@/blocks/hero-content-1/spec';
import { HeroContent1 } from './HeroContent1';

/** hero_content_1: its spec (./spec.ts) rendered by its component. */
export const heroContent1Block = defineBlock(heroContent1BlockSpec, HeroContent1);
