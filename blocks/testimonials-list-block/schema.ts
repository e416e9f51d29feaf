import { z } from 'zod';
import { imageSchema, localizedText } from '@/lib/content/fields';
import { testimonialConsentFields } from '@/lib/compliance/testimonial-consent';

export const listTestimonialSchema = z.object({
  author_avatar: imageSchema.optional(),
  author_name: z.string().max(120).default(''),
  author_subtitle: localizedText.optional(),
  description: localizedText,
  review_date: z.string().max(40).optional(),
  review_score: z.number().min(0).max(5).optional(),
  ...testimonialConsentFields,
});

/** testimonials_list_block: a list of testimonials, 3 shown then Show more; long texts collapse. */
export const testimonialsListSchema = z.object({
  main_title: localizedText.optional(),
  description: localizedText.optional(),
  testimonials_repeater: z.array(listTestimonialSchema).max(100).default([]),
});
export type TestimonialsListFields = z.infer<typeof testimonialsListSchema>;
