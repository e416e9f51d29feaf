import { defineBlockSpec } from '@/blocks/define-spec';
import { teamMembersSchema } from './schema';

export const teamMembersBlockSpec = defineBlockSpec({
  type: 'team_members_block',
  category: 'members',
  clientMessages: ['members'],
  label: { fr: 'Membres de l’équipe', en: 'Team members' },
  schema: teamMembersSchema,
  demo: {
    main_title: { fr: 'L’Équipe Tremblay', en: 'The Tremblay Team' },
    member_slug: 'equipe-tremblay',
  },
});
