import { defineBlock } from '@/blocks/define-block';
import { carouselCardsBlockSpec } from '@/blocks/carousel-cards-block/spec';
import { CarouselCards } from './CarouselCards';

/** carousel_cards_block: its spec (./spec.ts) rendered by its component. */
export const carouselCardsBlock = defineBlock(carouselCardsBlockSpec, CarouselCards);
