import { defineBlock } from '@/blocks/define-block';
import { membersCarouselBlockSpec } from '@/blocks/members-carousel-block/spec';
import { MembersCarousel } from './MembersCarousel';

/** members_carousel_block: its spec (./spec.ts) rendered by its component. */
export const membersCarouselBlock = defineBlock(membersCarouselBlockSpec, MembersCarousel);
