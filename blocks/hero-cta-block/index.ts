import { defineBlock } from '@/blocks/define-block';
import { heroCtaBlockSpec } from '@/lib/blocks/hero-cta-block/spec';
import { HeroCta } from './HeroCta';

/** hero_cta_block: its spec (lib/blocks/hero-cta-block/spec.ts) rendered by its component. */
export const heroCtaBlock = defineBlock(heroCtaBlockSpec, HeroCta);
