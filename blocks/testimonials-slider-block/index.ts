import { defineBlock } from '@/blocks/define-block';
import { testimonialsSliderBlockSpec } from '@/blocks/testimonials-slider-block/spec';
import { TestimonialsSlider } from './TestimonialsSlider';

/** testimonials_slider_block: its spec (./spec.ts) rendered by its component. */
export const testimonialsSliderBlock = defineBlock(testimonialsSliderBlockSpec, TestimonialsSlider);
