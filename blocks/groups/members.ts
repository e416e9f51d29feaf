import type { BlockDefinition } from '../types';
import { memberCardsBlock } from '../member-cards';
import { membersSearchHeroBlock } from '../members-search-hero';
import { heroProfilePageBlock } from '../hero-profile-page';
import { membersCarouselBlock } from '../members-carousel';
import { teamMembersBlock } from '../team-members';

/** Blocks that show the members collection (brokers, teams, administrators, directors). */
export const membersBlocks: BlockDefinition[] = [membersSearchHeroBlock, memberCardsBlock, heroProfilePageBlock, membersCarouselBlock, teamMembersBlock];
