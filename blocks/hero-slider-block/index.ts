import { defineBlock } from '@/blocks/define-block';
import { heroSliderBlockSpec } from '@/lib/blocks/hero-slider-block/spec';
import { HeroSlider } from './HeroSlider';

/** image: its spec (lib/blocks/hero-slider-block/spec.ts) rendered by its component. */
export const heroSliderBlock = defineBlock(heroSliderBlockSpec, HeroSlider);
