import { defineBlock } from '@/blocks/define-block';
import { heroSearchBarBlockSpec } from '@/lib/blocks/hero-search-bar-block/spec';
import { HeroSearchBar } from './HeroSearchBar';

/** hero_search_bar_block: its spec (lib/blocks/hero-search-bar-block/spec.ts) rendered by its component. */
export const heroSearchBarBlock = defineBlock(heroSearchBarBlockSpec, HeroSearchBar);
