import { defineBlock } from '@/blocks/define-block';
import { membersSearchHeroBlockSpec } from '@/blocks/members-search-hero-block/spec';
import { MembersSearchHero } from './MembersSearchHero';

/** members_search_hero_block: its spec (./spec.ts) rendered by its component. */
export const membersSearchHeroBlock = defineBlock(membersSearchHeroBlockSpec, MembersSearchHero);
