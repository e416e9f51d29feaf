import { defineBlock } from '@/blocks/define-block';
import { memberCardsBlockSpec } from '@/lib/blocks/member-cards-block/spec';
import { MemberCards } from './MemberCards';

/** member_cards_block: its spec (lib/blocks/member-cards-block/spec.ts) rendered by its component. */
export const memberCardsBlock = defineBlock(memberCardsBlockSpec, MemberCards);
