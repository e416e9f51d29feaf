import { defineBlock } from '@/blocks/define-block';
import { heroInfosBlockSpec } from '@/blocks/hero-infos-block/spec';
import { HeroInfos } from './HeroInfos';

/** hero_infos_block: its spec (./spec.ts) rendered by its component. */
export const heroInfosBlock = defineBlock(heroInfosBlockSpec, HeroInfos);
