import { z } from 'zod';
import { imageInputSchema } from '@/lib/offices/schema';

const text = (max: number) => z.string().trim().max(max).refine((s) => !s.includes('\u0000'), 'NUL character');
const localizedText = (max: number) => z.object({ fr: text(max).optional(), en: text(max).optional() });
const requiredLocalized = (max: number) =>
  localizedText(max).refine((v) => Boolean(v.fr || v.en), 'a French or English value is required');
const color = z.string().regex(/^#[0-9a-fA-F]{3,8}$/, 'a hex colour (#1a2b3c)');

export const listItemInputSchema = z.object({
  icon: text(40).optional(),
  description: requiredLocalized(300),
  url: text(2048)
    .refine((u) => /^(https:\/\/|tel:|mailto:|\/)/.test(u), 'an https:, tel:, mailto: or /path link')
    .optional(),
});

export const partnerInputSchema = z.object({
  image: imageInputSchema.nullable().default(null),
  avatar: imageInputSchema.nullable().default(null),
  title: requiredLocalized(160),
  subtitle: localizedText(160).default({}),
  description: localizedText(2000).default({}),
  list_items: z.array(listItemInputSchema).max(12).default([]),
  tags: z
    .array(z.object({ name: requiredLocalized(60), bg_color_primary: color.optional(), text_color: color.optional() }))
    .max(12)
    .default([]),
});
export type PartnerInput = z.input<typeof partnerInputSchema>;

export const bankPartnerInputSchema = z.object({
  name: text(160).min(1),
  logo: imageInputSchema.nullable().default(null),
  employees: z
    .array(
      z.object({
        person_avatar: imageInputSchema.nullable().default(null),
        person_name: text(160).min(1),
        person_subtitle: localizedText(160).default({}),
        list_items: z.array(listItemInputSchema).max(8).default([]),
      }),
    )
    .max(30)
    .default([]),
});
export type BankPartnerInput = z.input<typeof bankPartnerInputSchema>;
