import { defineBlock } from '@/blocks/define-block';
import { TeamMembers } from './TeamMembers';
import { teamMembersSchema } from './schema';

export const teamMembersBlock = defineBlock({
  type: 'team_members_block',
  category: 'members',
  clientMessages: ['members'],
  label: { fr: 'Membres de l’équipe', en: 'Team members' },
  schema: teamMembersSchema,
  component: TeamMembers,
  demo: {
    main_title: { fr: 'L’Équipe Tremblay', en: 'The Tremblay Team' },
    member_slug: 'equipe-tremblay',
  },
});
