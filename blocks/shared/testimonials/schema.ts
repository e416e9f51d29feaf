import { z } from 'zod';
import { imageSchema, localizedText } from '@/lib/content/fields';
import { testimonialConsentFields } from '@/lib/compliance/testimonial-consent';

/** Shared field schemas of the testimonial blocks (spec 001 section 3). */
export const orientationX = z.enum(['left', 'right']).default('left');

/** A hex colour (#rgb or #rrggbb): it reaches a style attribute, so nothing else passes. */
export const hexColor = z.string().regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, 'A colour like #003da5');

export const brokerTestimonialSchema = z.object({
  description: localizedText,
  broker_avatar: imageSchema.optional(),
  broker_name: z.string().max(120).default(''),
  broker_subtitle: localizedText.optional(),
  ...testimonialConsentFields,
});

export const googleTestimonialSchema = z.object({
  author_avatar: imageSchema.optional(),
  author_name: z.string().max(120).default(''),
  description: localizedText,
  /** ISO date of the review (spec: a string). */
  review_date: z.string().max(40).default(''),
  review_score: z.number().min(0).max(5).default(5),
  ...testimonialConsentFields,
});

export const cardTestimonialSchema = z.object({
  bg_color_primary: hexColor.optional(),
  text_color: hexColor.optional(),
  author_avatar: imageSchema.optional(),
  author_name: z.string().max(120).default(''),
  author_subtitle: localizedText.optional(),
  description: localizedText,
  ...testimonialConsentFields,
});
