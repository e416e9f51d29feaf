import { z } from 'zod';
import { mediaIdSchema } from '@/lib/media/schemas';
import { weekDays } from './types';

/**
 * What an editor sends to create or update an office. Every string is bounded and free of
 * NUL; a bad value is answered with a 400 naming its field (never a partial write).
 */
const text = (max: number) => z.string().trim().max(max).refine((s) => !s.includes('\u0000'), 'NUL character');
const localizedText = (max: number) => z.object({ fr: text(max).optional(), en: text(max).optional() });
const requiredLocalized = (max: number) =>
  localizedText(max).refine((v) => Boolean(v.fr || v.en), 'a French or English value is required');

export const imageInputSchema = z.object({
  url: text(2048).min(1),
  alt: localizedText(300).optional(),
  /** The media library file shown (lib/media), when picked from the library. */
  media_id: mediaIdSchema.optional(),
});

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time HH:MM');

export const openingHoursSchema = z
  .object({ days: z.array(z.enum(weekDays)).min(1).max(7), opens: time, closes: time })
  .refine((h) => h.opens < h.closes, { message: 'closes must be after opens', path: ['closes'] });

export const officeSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase letters, digits and dashes')
  .max(80);

export const officeInputSchema = z.object({
  slug: officeSlugSchema,
  name: requiredLocalized(160),
  photo: imageInputSchema.nullable().default(null),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  address_street: localizedText(200).default({}),
  address_city: localizedText(120).default({}),
  postal_code: text(10)
    .transform((s) => s.toUpperCase())
    .refine((s) => s === '' || /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/.test(s), 'a Canadian postal code (H2X 1Y4)')
    .default(''),
  phone_display: text(40).default(''),
  phone_international: text(20)
    .refine((s) => s === '' || /^\+\d{7,15}$/.test(s), 'an international number (+15145550100)')
    .default(''),
  email: z.union([z.literal(''), z.email().max(254)]).default(''),
  opening_hours: z.array(openingHoursSchema).max(14).default([]),
});
export type OfficeInput = z.input<typeof officeInputSchema>;
export type OfficeValues = z.output<typeof officeInputSchema>;
