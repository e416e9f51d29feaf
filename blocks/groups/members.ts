import type { BlockDefinition } from '../types';
import { memberCardsBlock } from '../member-cards-block';
import { membersSearchHeroBlock } from '../members-search-hero-block';
import { heroProfilePageBlock } from '../hero-profile-page-block';
import { membersCarouselBlock } from '../members-carousel-block';
import { teamMembersBlock } from '../team-members-block';

/** Blocks that show the members collection (brokers, teams, administrators, directors). */
export const membersBlocks: BlockDefinition[] = [membersSearchHeroBlock, memberCardsBlock, heroProfilePageBlock, membersCarouselBlock, teamMembersBlock];
