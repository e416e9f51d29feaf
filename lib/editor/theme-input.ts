import { z } from 'zod';
import { greySteps } from '@/lib/theme/greys';
import { paletteColorNames } from '@/lib/theme/palette';
import { presetNames } from '@/lib/theme/presets';
import { sanitizeCssColor } from '@/lib/theme/sanitize';

/** A CSS colour the theme accepts (hex, rgb(), hsl(), named, var(--x)); '' clears it. */
const color = z
  .string()
  .max(80)
  .refine((value) => value === '' || sanitizeCssColor(value) !== null, { message: 'Not a CSS colour (use #rrggbb, rgb() or hsl())' });

/** Pixels: '12px' or '12'; '' or null is 0px. */
const radius = z
  .string()
  .max(12)
  .regex(/^(\d+(\.\d+)?(px)?)?$/, 'Use pixels, e.g. 20px')
  .nullable()
  .optional();

/** The QA general settings form (spec 000 section 9, "QA theme settings"). */
export const themeSettingsInput = z.object({
  branding_version: z.union([z.literal(1), z.literal(2)]),
  theme: z.object({
    preset: z.enum(presetNames),
    radii: z.object({ sm: radius, md: radius, lg: radius }).optional(),
    text_color: color.optional(),
    primary_color: color.optional(),
    secondary_color: color.optional(),
    tones: z.partialRecord(z.enum(paletteColorNames), color).optional(),
    greys: z.array(color).max(greySteps.length).optional(),
  }),
});

export type ThemeSettingsInput = z.infer<typeof themeSettingsInput>;
