import { defineBlock } from '@/blocks/define-block';
import { membersCarouselBlockSpec } from '@/lib/blocks/members-carousel-block/spec';
import { MembersCarousel } from './MembersCarousel';

/** members_carousel_block: its spec (lib/blocks/members-carousel-block/spec.ts) rendered by its component. */
export const membersCarouselBlock = defineBlock(membersCarouselBlockSpec, MembersCarousel);
