import { z } from 'zod';
import { licenceNumberSchema } from '@/lib/compliance/identity';
import { mediaIdSchema } from '@/lib/media/schemas';
import { memberKinds, socialTypes } from './types';

/**
 * What an editor may write to a member (zod at the boundary): every string bounded and free
 * of NUL, slugs in kebab-case, URLs http(s) or site-relative. Errors name the field.
 */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => !v.includes('\0'), 'nul');
const localized = (max: number) => z.object({ fr: text(max).optional(), en: text(max).optional() }).default({});
const slug = z.string().trim().min(1).max(80).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug');
const url = text(500).refine((v) => /^(https?:\/\/|\/)/.test(v), 'url');

export const memberInputSchema = z.object({
  slug,
  kind: z.enum(memberKinds),
  name: text(120).min(1),
  /** As on the licence; empty reads as the name. */
  licence_name: text(120).default(''),
  licence_number: licenceNumberSchema.default(''),
  licence_title: localized(120),
  agency: text(160).default(''),
  office_slug: slug.nullable().default(null),
  avatar: z.object({ url, alt: text(200).optional(), media_id: mediaIdSchema.optional() }).nullable().default(null),
  subtitle: localized(200),
  bio: localized(5000),
  phone_display: text(40).default(''),
  phone_international: z
    .string()
    .trim()
    .max(20)
    .regex(/^(\+\d{6,15})?$/, 'phone')
    .default(''),
  email: z.union([z.literal(''), z.email().max(200)]).default(''),
  languages: z.array(z.string().regex(/^[a-z]{2}$/, 'language')).max(20).default([]),
  social_links: z.array(z.object({ type: z.enum(socialTypes), url })).max(10).default([]),
  programs: z.array(z.object({ title: localized(120), description: localized(1000) })).max(20).default([]),
  team_member_slugs: z.array(slug).max(50).default([]),
  /** When the photo was taken or last replaced (rule photo_recent): a real past-or-present day. */
  photo_taken_on: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'date')
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'date')
    .nullable()
    .default(null),
});

export type MemberInput = z.infer<typeof memberInputSchema>;
export type MemberInputRaw = z.input<typeof memberInputSchema>;
