import { defineBlock } from '@/blocks/define-block';
import { heroProfilePageBlockSpec } from '@/lib/blocks/hero-profile-page-block/spec';
import { HeroProfilePage } from './HeroProfilePage';

/** hero_profile_page_block: its spec (lib/blocks/hero-profile-page-block/spec.ts) rendered by its component. */
export const heroProfilePageBlock = defineBlock(heroProfilePageBlockSpec, HeroProfilePage);
