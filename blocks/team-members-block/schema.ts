import { z } from 'zod';
import { localizedText } from '@/lib/content/fields';

/** team_members_block: the team (member_slug of a team); its members come from the collection. */
export const teamMembersSchema = z.object({
  main_title: localizedText.optional(),
  member_slug: z.string().max(80).default(''),
});

export type TeamMembersFields = z.infer<typeof teamMembersSchema>;
