import type { BlockDefinition } from '../types';
import { carouselCardsBlock } from '../carousel-cards-block';
import { categoriesSliderBlock } from '../categories-slider-block';
import { heroInfosBlock } from '../hero-infos-block';
import { heroSliderBlock } from '../hero-slider-block';
import { iframeBlock } from '../iframe-block';
import { imageTextBlock } from '../image-text-block';
import { listBlock } from '../list-block';
import { mediasCarouselBlock } from '../medias-carousel-block';
import { multiRedirectIconBlock } from '../multi-redirect-icon-block';
import { multiRedirectNumberedBlock } from '../multi-redirect-numbered-block';
import { multiRedirectVerticalBlock } from '../multi-redirect-vertical-block';
import { scriptBlock } from '../script-block';
import { textImgMultipleBlock } from '../text-img-multiple-block-1';

/** Content and media blocks: hero slider and infos, image-text, lists, carousels, redirects, embeds. */
export const mediaBlocks: BlockDefinition[] = [
  heroSliderBlock,
  heroInfosBlock,
  imageTextBlock,
  listBlock,
  textImgMultipleBlock,
  mediasCarouselBlock,
  carouselCardsBlock,
  multiRedirectNumberedBlock,
  multiRedirectIconBlock,
  multiRedirectVerticalBlock,
  categoriesSliderBlock,
  iframeBlock,
  scriptBlock,
];
