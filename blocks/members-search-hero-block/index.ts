import { defineBlock } from '@/blocks/define-block';
import { membersSearchHeroBlockSpec } from '@/lib/blocks/members-search-hero-block/spec';
import { MembersSearchHero } from './MembersSearchHero';

/** members_search_hero_block: its spec (lib/blocks/members-search-hero-block/spec.ts) rendered by its component. */
export const membersSearchHeroBlock = defineBlock(membersSearchHeroBlockSpec, MembersSearchHero);
