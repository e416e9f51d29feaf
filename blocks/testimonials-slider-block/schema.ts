import { z } from 'zod';
import { localizedText } from '@/lib/content/fields';
import { cardTestimonialSchema } from '@/blocks/shared/testimonials/schema';

/** testimonials_slider_block: testimonial cards, 3 per view, each with its own colours. */
export const testimonialsSliderSchema = z.object({
  main_title: localizedText.optional(),
  description: localizedText.optional(),
  testimonials_repeater: z.array(cardTestimonialSchema).max(50).default([]),
});
export type TestimonialsSliderFields = z.infer<typeof testimonialsSliderSchema>;
