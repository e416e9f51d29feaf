import { defineBlock } from '@/blocks/define-block';
import { testimonialsBrokersBlockSpec } from '@/blocks/testimonials-brokers-block/spec';
import { TestimonialsBrokers } from './TestimonialsBrokers';

/** testimonials_brokers_block: its spec (./spec.ts) rendered by its component. */
export const testimonialsBrokersBlock = defineBlock(testimonialsBrokersBlockSpec, TestimonialsBrokers);
