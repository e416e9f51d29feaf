import { z } from 'zod';

const noNul = (max: number) => z.string().max(max).refine((s) => !s.includes('\u0000'), 'NUL is not allowed');

/** PATCH /api/editor/media/{id}: what an editor describes of a file (every field optional). */
export const mediaDescriptionSchema = z
  .object({
    title: noNul(200).optional(),
    fileName: noNul(200).min(1).optional(),
    alt: z.object({ fr: noNul(500).optional(), en: noNul(500).optional() }).strict().optional(),
    caption: noNul(1000).optional(),
    tags: z.array(noNul(60).transform((t) => t.trim())).max(30).transform((tags) => [...new Set(tags.filter(Boolean))]).optional(),
    focal: z.object({ x: z.number().min(0).max(100), y: z.number().min(0).max(100) }).strict().optional(),
  })
  .strict();
export type MediaDescription = z.infer<typeof mediaDescriptionSchema>;

/** GET /api/editor/media query. */
export const mediaQuerySchema = z.object({
  q: noNul(200).optional(),
  kind: z.enum(['image', 'document']).optional(),
  sort: z.enum(['date', 'size']).optional(),
  order: z.enum(['asc', 'desc']).optional(),
});

/**
 * A library id, as routes take it and as image values refer to a file ({url, alt, media_id} in
 * page image fields, offices, partners, members and articles).
 */
export const mediaIdSchema = z.string().regex(/^med_[A-Za-z0-9_-]{6,40}$/);
