import { z } from 'zod';
import { localizedText } from '@/lib/content/fields';
import { contextTypes } from '@/lib/members/types';

/**
 * member_cards_block: the block's own settings only; the people come from the members
 * collection as server core data (lib/members/block-data.ts).
 */
export const memberCardsSchema = z.object({
  main_title: localizedText.optional(),
  description: localizedText.optional(),
  context_type: z.enum(contextTypes).default('brokers'),
  /** Restrict to one office (slug); empty shows every office with the office dropdown. */
  office_slug: z.string().max(80).optional(),
});

export type MemberCardsFields = z.infer<typeof memberCardsSchema>;
