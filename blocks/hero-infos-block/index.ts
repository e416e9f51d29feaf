import { defineBlock } from '@/blocks/define-block';
import { heroInfosBlockSpec } from '@/lib/blocks/hero-infos-block/spec';
import { HeroInfos } from './HeroInfos';

/** hero_infos_block: its spec (lib/blocks/hero-infos-block/spec.ts) rendered by its component. */
export const heroInfosBlock = defineBlock(heroInfosBlockSpec, HeroInfos);
