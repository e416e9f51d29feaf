import { z } from 'zod';
import { imageSchema, localizedText } from '@/lib/content/fields';
import { hexColor } from '@/blocks/shared/testimonials/schema';

export const statisticsItemSchema = z.object({
  super_title: localizedText.optional(),
  /** The figure itself ('98 %', '1 200+'). */
  main_title: localizedText,
  description: localizedText.optional(),
  image: imageSchema.optional(),
  /**
   * Where the figure comes from and when (rule figure_source, lib/compliance): optional while
   * drafting, required to publish, shown under the figure.
   */
  source: localizedText.optional(),
  /** 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD'. */
  source_date: z.string().max(10).optional(),
  bg_color_primary: hexColor.optional(),
  text_color: hexColor.optional(),
});

export const statisticsLayouts = ['variant_1', 'variant_2', 'variant_3'] as const;

/**
 * statistics_block: a grid of figures. variant_1 (default) cards in a row, variant_2 one
 * large figure beside the others, variant_3 figures with their image on top.
 */
export const statisticsSchema = z.object({
  main_title: localizedText.optional(),
  description: localizedText.optional(),
  layout_display: z.enum(statisticsLayouts).default('variant_1'),
  statistics_repeater: z.array(statisticsItemSchema).max(12).default([]),
});
export type StatisticsFields = z.infer<typeof statisticsSchema>;
