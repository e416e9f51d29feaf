import { z } from 'zod';
import { imageSchema, localizedText } from '@/lib/content/fields';
import { contextTypes } from '@/lib/members/types';

/** members_search_hero_block: title, background, context type; people from the collection. */
export const membersSearchHeroSchema = z.object({
  main_title: localizedText.optional(),
  sub_title: localizedText.optional(),
  image: imageSchema.optional(),
  context_type: z.enum(contextTypes).default('brokers'),
});

export type MembersSearchHeroFields = z.infer<typeof membersSearchHeroSchema>;
