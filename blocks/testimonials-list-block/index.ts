import { defineBlock } from '@/blocks/define-block';
import { testimonialsListBlockSpec } from '@/blocks/testimonials-list-block/spec';
import { TestimonialsList } from './TestimonialsList';

/** testimonials_list_block: its spec (./spec.ts) rendered by its component. */
export const testimonialsListBlock = defineBlock(testimonialsListBlockSpec, TestimonialsList);
