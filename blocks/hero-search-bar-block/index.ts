import { defineBlock } from '@/blocks/define-block';
import { heroSearchBarBlockSpec } from '@/blocks/hero-search-bar-block/spec';
import { HeroSearchBar } from './HeroSearchBar';

/** hero_search_bar_block: its spec (./spec.ts) rendered by its component. */
export const heroSearchBarBlock = defineBlock(heroSearchBarBlockSpec, HeroSearchBar);
