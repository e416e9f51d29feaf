import { z } from 'zod';
import { localizedText } from '@/lib/content/fields';
import { contextTypes } from '@/lib/members/types';

/** members_carousel_block: settings only; the people come from the collection (server core data). */
export const membersCarouselSchema = z.object({
  main_title: localizedText.optional(),
  context_type: z.enum(contextTypes).default('brokers'),
  orientation_x: z.enum(['full', 'center']).default('center'),
});

export type MembersCarouselFields = z.infer<typeof membersCarouselSchema>;

/** Spec 001 section 9: autoplay 5000 ms, thumbnails 80 px wide. */
export const MEMBERS_CAROUSEL_AUTOPLAY_MS = 5000;
export const MEMBERS_CAROUSEL_THUMB_PX = 80;
