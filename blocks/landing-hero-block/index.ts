import { defineBlock } from '@/blocks/define-block';
import { landingHeroBlockSpec } from '@/lib/blocks/landing-hero-block/spec';
import { LandingHero } from './LandingHero';

/** landing_hero_block: its spec (lib/blocks/landing-hero-block/spec.ts) rendered by its component. */
export const landingHeroBlock = defineBlock(landingHeroBlockSpec, LandingHero);
