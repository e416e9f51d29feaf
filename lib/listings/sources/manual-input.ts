import { z } from 'zod';
import { normalizeCanadianPostalCode } from '../canadian-postal-code';
import { MAX_PRICE } from '../filters';
import { PROPERTY_TYPES } from '../property-types';
import { STORED_STATUSES } from './types';

/** What an editor or a broker enters at /qa/listings (safe in client code: zod only). */

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((s) => !s.includes('\u0000'), 'no NUL character');
const price = z.number().int().min(0).max(MAX_PRICE);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD');
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time HH:MM');
/** A photo: an address on this site (/…) or an https address. */
const photoUrl = text(2000).refine((s) => /^\/[^/\\]/.test(s) || /^https:\/\/[^\s]+$/i.test(s), 'an https:// or /… address');

export const AREA_UNITS = ['sqft', 'm2'] as const;
export const LOT_UNITS = ['sqft', 'm2', 'acre', 'hectare'] as const;
export const SQFT_PER_UNIT: Record<(typeof LOT_UNITS)[number], number> = { sqft: 1, m2: 10.763_910_4, acre: 43_560, hectare: 107_639.104 };

export const manualListingSchema = z
  .object({
    transaction: z.enum(['sale', 'rent']),
    type: z.enum(PROPERTY_TYPES),
    status: z.enum(STORED_STATUSES),
    price,
    close_price: price.nullable().default(null),
    close_date: isoDate.nullable().default(null),
    street: text(200).min(1),
    unit: text(20).default(''),
    mun_code: z.string().regex(/^\d{5}$/, 'a municipality code'),
    postal_code: text(10).refine((s) => normalizeCanadianPostalCode(s) !== null, 'a Canadian postal code (A1A 1A1)'),
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    bedrooms: z.number().int().min(0).max(99).nullable().default(null),
    bathrooms: z.number().min(0).max(99).multipleOf(0.5).nullable().default(null),
    area: z.number().positive().max(10_000_000).nullable().default(null),
    area_unit: z.enum(AREA_UNITS).default('sqft'),
    lot_area: z.number().positive().max(100_000_000).nullable().default(null),
    lot_unit: z.enum(LOT_UNITS).default('sqft'),
    year_built: z.number().int().min(1600).max(2100).nullable().default(null),
    features: z.array(text(80).min(1)).max(50).default([]),
    description: z.object({ fr: text(10_000), en: text(10_000) }),
    photos: z.array(photoUrl).max(60).default([]),
    video_url: z.union([z.literal(''), text(2000).refine((s) => /^https:\/\/[^\s]+$/i.test(s), 'an https:// address')]).default(''),
    open_houses: z.array(z.object({ date: isoDate, start: clock, end: clock }).refine((o) => o.end > o.start, 'ends after it starts')).max(20).default([]),
    broker_ids: z.array(z.number().int().positive()).max(5).default([]),
    /** The brokerage contract's first and last day: the listing is public only between them (rule listing_contract). */
    contract_start: isoDate,
    contract_end: isoDate,
  })
  .strict()
  .refine((l) => l.contract_end >= l.contract_start, { message: 'the contract ends after it starts', path: ['contract_end'] })
  .refine((l) => l.status !== 'sold' || l.close_date !== null, { message: 'a sold listing needs its sale date', path: ['close_date'] });

export type ManualListingInput = z.input<typeof manualListingSchema>;
export type ManualListing = z.output<typeof manualListingSchema>;
