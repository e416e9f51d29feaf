import { defineBlock } from '@/blocks/define-block';
import { landingHeroBlockSpec } from '@/blocks/landing-hero-block/spec';
import { LandingHero } from './LandingHero';

/** landing_hero_block: its spec (./spec.ts) rendered by its component. */
export const landingHeroBlock = defineBlock(landingHeroBlockSpec, LandingHero);
