import { defineBlock } from '@/blocks/define-block';
import { heroCtaBlockSpec } from '@/blocks/hero-cta-block/spec';
import { HeroCta } from './HeroCta';

/** hero_cta_block: its spec (./spec.ts) rendered by its component. */
export const heroCtaBlock = defineBlock(heroCtaBlockSpec, HeroCta);
