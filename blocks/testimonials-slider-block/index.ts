import { defineBlock } from '@/blocks/define-block';
import { testimonialsSliderBlockSpec } from '@/lib/blocks/testimonials-slider-block/spec';
import { TestimonialsSlider } from './TestimonialsSlider';

/** testimonials_slider_block: its spec (lib/blocks/testimonials-slider-block/spec.ts) rendered by its component. */
export const testimonialsSliderBlock = defineBlock(testimonialsSliderBlockSpec, TestimonialsSlider);
