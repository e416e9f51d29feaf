import { z } from 'zod';
import { localizedText } from '@/lib/content/fields';
import { googleTestimonialSchema } from '@/blocks/shared/testimonials/schema';

/** testimonials_google_block: the average score, the number of reviews and a carousel of reviews, one per slide. */
export const testimonialsGoogleSchema = z.object({
  main_title: localizedText.optional(),
  average_score: z.number().min(0).max(5).default(5),
  total_reviews: z.number().int().min(0).max(10_000_000).default(0),
  testimonials_repeater: z.array(googleTestimonialSchema).max(50).default([]),
});
export type TestimonialsGoogleFields = z.infer<typeof testimonialsGoogleSchema>;
