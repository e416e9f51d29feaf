import { z } from 'zod';
import { propertiesBlockFiltersSchema } from '@/blocks/properties-block/schema';
import { linkSchema, localizedText } from '@/lib/content/fields';

/** Which listings the slider shows: the properties block's filters, nine by default (three views). */
export const propertiesSliderFiltersSchema = propertiesBlockFiltersSchema.extend({
  limit: z.number().int().min(1).max(24).default(9),
});

/** properties_slider_block: title, call to action, and a slider of the newest listings matching the filters. */
export const propertiesSliderSchema = z.object({
  main_title: localizedText.optional(),
  cta: linkSchema.optional(),
  filters: propertiesSliderFiltersSchema.default({ limit: 9 }),
});
export type PropertiesSliderFields = z.infer<typeof propertiesSliderSchema>;
