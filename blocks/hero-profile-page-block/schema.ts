import { z } from 'zod';
import { contextTypes } from '@/lib/members/types';

/**
 * hero_profile_page_block: the hero of a broker's or a team's profile. The block names the
 * member (member_slug); the person comes from the collection as server core data.
 */
export const heroProfilePageSchema = z.object({
  context_type: z.enum(contextTypes).default('brokers'),
  member_slug: z.string().max(80).default(''),
  orientation_x: z.enum(['left', 'right']).default('left'),
});

export type HeroProfilePageFields = z.infer<typeof heroProfilePageSchema>;
