import { defineBlock } from '@/blocks/define-block';
import { heroSliderBlockSpec } from '@/blocks/hero-slider-block/spec';
import { HeroSlider } from './HeroSlider';

/** image: its spec (./spec.ts) rendered by its component. */
export const heroSliderBlock = defineBlock(heroSliderBlockSpec, HeroSlider);
