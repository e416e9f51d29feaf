import { defineBlock } from '@/blocks/define-block';
import { testimonialsGoogleBlockSpec } from '@/blocks/testimonials-google-block/spec';
import { TestimonialsGoogle } from './TestimonialsGoogle';

/** testimonials_google_block: its spec (./spec.ts) rendered by its component. */
export const testimonialsGoogleBlock = defineBlock(testimonialsGoogleBlockSpec, TestimonialsGoogle);
