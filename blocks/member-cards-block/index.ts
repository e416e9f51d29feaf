import { defineBlock } from '@/blocks/define-block';
import { memberCardsBlockSpec } from '@/blocks/member-cards-block/spec';
import { MemberCards } from './MemberCards';

/** member_cards_block: its spec (./spec.ts) rendered by its component. */
export const memberCardsBlock = defineBlock(memberCardsBlockSpec, MemberCards);
