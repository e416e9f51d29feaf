import { defineBlock } from '@/blocks/define-block';
import { mediasCarouselBlockSpec } from '@/blocks/medias-carousel-block/spec';
import { MediasCarousel } from './MediasCarousel';

/** medias_carousel_block: its spec (./spec.ts) rendered by its component. */
export const mediasCarouselBlock = defineBlock(mediasCarouselBlockSpec, MediasCarousel);
