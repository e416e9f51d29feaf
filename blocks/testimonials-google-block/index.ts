import { defineBlock } from '@/blocks/define-block';
import { testimonialsGoogleBlockSpec } from '@/lib/blocks/testimonials-google-block/spec';
import { TestimonialsGoogle } from './TestimonialsGoogle';

/** testimonials_google_block: its spec (lib/blocks/testimonials-google-block/spec.ts) rendered by its component. */
export const testimonialsGoogleBlock = defineBlock(testimonialsGoogleBlockSpec, TestimonialsGoogle);
