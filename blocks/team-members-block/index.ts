import { defineBlock } from '@/blocks/define-block';
import { teamMembersBlockSpec } from '@/blocks/team-members-block/spec';
import { TeamMembers } from './TeamMembers';

/** team_members_block: its spec (./spec.ts) rendered by its component. */
export const teamMembersBlock = defineBlock(teamMembersBlockSpec, TeamMembers);
