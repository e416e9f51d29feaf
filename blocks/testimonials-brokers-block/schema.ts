import { z } from 'zod';
import { imageSchema, localizedText } from '@/lib/content/fields';
import { brokerTestimonialSchema, hexColor, orientationX } from '@/blocks/shared/testimonials/schema';

/** testimonials_brokers_block: an image beside a carousel of quotes (autoplay 5000 ms, clamp 7 lines). */
export const testimonialsBrokersSchema = z.object({
  /** The badge title above the carousel. */
  main_title: localizedText.optional(),
  image: imageSchema.optional(),
  /** Side of the image. */
  orientation_x: orientationX,
  /** Colour of the badge and the quote mark; the theme's highlight colour when empty. */
  highlight_color: hexColor.optional(),
  testimonials_repeater: z.array(brokerTestimonialSchema).max(30).default([]),
});
export type TestimonialsBrokersFields = z.infer<typeof testimonialsBrokersSchema>;
