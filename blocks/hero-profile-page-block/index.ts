import { defineBlock } from '@/blocks/define-block';
import { heroProfilePageBlockSpec } from '@/blocks/hero-profile-page-block/spec';
import { HeroProfilePage } from './HeroProfilePage';

/** hero_profile_page_block: its spec (./spec.ts) rendered by its component. */
export const heroProfilePageBlock = defineBlock(heroProfilePageBlockSpec, HeroProfilePage);
