import { setBlockSpecs } from '@/lib/content/block-specs';
import type { BlockSpec } from '../lib/content/block-spec';
import { footerBlockSpec } from './footer-block/spec';
import { headerClassicBlockSpec } from './header-classic/spec';
import { headerMegamenuBlockSpec } from './header-megamenu/spec';
import { headerOutOfNormBlockSpec } from './header-out-of-norm/spec';
import { heroContent1BlockSpec } from './hero-content-1/spec';
import { heroContent2BlockSpec } from './hero-content-2/spec';
import { heroCtaBlockSpec } from './hero-cta-block/spec';
import { textBlock1BlockSpec } from './text-block-1/spec';
import { textBlock2BlockSpec } from './text-block-2/spec';
import { txtImgDoubleBlockSpec } from './txt-img-double-block-1/spec';
import { ctaBlockSpec } from './cta-block/spec';
import { doubleCtaBlockSpec } from './double-cta-block/spec';
import { errorBlockSpec } from './error-block/spec';
import { spacerBlockSpec } from './spacer-block/spec';
import { heroSearchBarBlockSpec } from './hero-search-bar-block/spec';
import { propertySearchResultsBlockSpec } from './property-search-results-block/spec';
import { featuredPropertiesBlockSpec } from './featured-properties-block/spec';
import { propertiesBlockSpec } from './properties-block/spec';
import { propertiesSliderBlockSpec } from './properties-slider-block/spec';
import { soldPropertiesMapBlockSpec } from './sold-properties-map-block/spec';
import { contactFormBlockSpec } from './contact-form-block/spec';
import { contactInfosBlockSpec } from './contact-infos-block/spec';
import { landingHeroBlockSpec } from './landing-hero-block/spec';
import { propertyAlertBlockSpec } from './property-alert-block/spec';
import { propertyValuationBlockSpec } from './property-valuation-block/spec';
import { highlightsBlockSpec } from './highlights-block/spec';
import { mortgageCalculatorBlockSpec } from './mortgage-calculator-block/spec';
import { qaBlockSpec } from './qa-block/spec';
import { rewardsBlockSpec } from './rewards-block/spec';
import { statisticsBlockSpec } from './statistics-block/spec';
import { testimonialsBrokersBlockSpec } from './testimonials-brokers-block/spec';
import { testimonialsGoogleBlockSpec } from './testimonials-google-block/spec';
import { testimonialsListBlockSpec } from './testimonials-list-block/spec';
import { testimonialsSliderBlockSpec } from './testimonials-slider-block/spec';
import { blogPostsArchiveBlockSpec } from './blog-posts-archive-block/spec';
import { featuredPostBlockSpec } from './featured-post-block/spec';
import { officesBlockSpec } from './offices-block/spec';
import { officesMapBlockSpec } from './offices-map-block/spec';
import { mapFullwidthBlockSpec } from './map-fullwidth-block/spec';
import { coordinatesMapBlockSpec } from './coordinates-map-block/spec';
import { partnersBlockSpec } from './partners-block/spec';
import { bankPartnersBlockSpec } from './bank-partners-block/spec';
import { carouselCardsBlockSpec } from './carousel-cards-block/spec';
import { categoriesSliderBlockSpec } from './categories-slider-block/spec';
import { heroInfosBlockSpec } from './hero-infos-block/spec';
import { heroSliderBlockSpec } from './hero-slider-block/spec';
import { iframeBlockSpec } from './iframe-block/spec';
import { imageTextBlockSpec } from './image-text-block/spec';
import { listBlockSpec } from './list-block/spec';
import { mediasCarouselBlockSpec } from './medias-carousel-block/spec';
import { multiRedirectIconBlockSpec } from './multi-redirect-icon-block/spec';
import { multiRedirectNumberedBlockSpec } from './multi-redirect-numbered-block/spec';
import { multiRedirectVerticalBlockSpec } from './multi-redirect-vertical-block/spec';
import { scriptBlockSpec } from './script-block/spec';
import { textImgMultipleBlockSpec } from './text-img-multiple-block-1/spec';
import { memberCardsBlockSpec } from './member-cards-block/spec';
import { membersSearchHeroBlockSpec } from './members-search-hero-block/spec';
import { heroProfilePageBlockSpec } from './hero-profile-page-block/spec';
import { membersCarouselBlockSpec } from './members-carousel-block/spec';
import { teamMembersBlockSpec } from './team-members-block/spec';

/**
 * Every block type, as data (blocks/<folder>/spec.ts), in the families of blocks/groups/.
 * Publish validation, edit-mode abilities and the demo seed read a block here; the block
 * registry (blocks/registry.ts) gives each of these specs its component, and
 * tests/blocks/block-catalog.test.ts checks the two list the same types.
 */
const all: BlockSpec[] = [
  // Headers and footers (site-wide chrome).
  headerClassicBlockSpec, headerMegamenuBlockSpec, headerOutOfNormBlockSpec, footerBlockSpec,
  // Hero blocks and text/media layout blocks.
  heroContent1BlockSpec, heroContent2BlockSpec, heroCtaBlockSpec, textBlock1BlockSpec, textBlock2BlockSpec, txtImgDoubleBlockSpec,
  // Calls to action, spacer and error blocks.
  ctaBlockSpec, doubleCtaBlockSpec, spacerBlockSpec, errorBlockSpec,
  // Properties blocks: the search hero, the search results page and the listing showcases.
  heroSearchBarBlockSpec, propertySearchResultsBlockSpec, featuredPropertiesBlockSpec, propertiesBlockSpec, propertiesSliderBlockSpec, soldPropertiesMapBlockSpec,
  // Forms blocks: contact form and contact infos, property alert and valuation, landing hero (a form hero).
  contactFormBlockSpec, contactInfosBlockSpec, propertyAlertBlockSpec, propertyValuationBlockSpec, landingHeroBlockSpec,
  // Mortgage calculator and the trust blocks: testimonials, rewards, statistics, Q&A, highlights.
  mortgageCalculatorBlockSpec, testimonialsBrokersBlockSpec, testimonialsGoogleBlockSpec, testimonialsSliderBlockSpec, testimonialsListBlockSpec, rewardsBlockSpec, statisticsBlockSpec, qaBlockSpec, highlightsBlockSpec,
  // Blog: the posts archive and the featured post.
  blogPostsArchiveBlockSpec, featuredPostBlockSpec,
  // Places and partners: offices (grid, with map), maps, partners and bank partners.
  officesBlockSpec, officesMapBlockSpec, mapFullwidthBlockSpec, coordinatesMapBlockSpec, partnersBlockSpec, bankPartnersBlockSpec,
  // Content and media blocks: hero slider and infos, image-text, lists, carousels, redirects, embeds.
  heroSliderBlockSpec, heroInfosBlockSpec, imageTextBlockSpec, listBlockSpec, textImgMultipleBlockSpec, mediasCarouselBlockSpec, carouselCardsBlockSpec, multiRedirectNumberedBlockSpec, multiRedirectIconBlockSpec, multiRedirectVerticalBlockSpec, categoriesSliderBlockSpec, iframeBlockSpec, scriptBlockSpec,
  // Blocks that show the members collection (brokers, teams, administrators, directors).
  membersSearchHeroBlockSpec, memberCardsBlockSpec, heroProfilePageBlockSpec, membersCarouselBlockSpec, teamMembersBlockSpec,
];

export const blockSpecs: ReadonlyMap<string, BlockSpec> = new Map(all.map((spec) => [spec.type, spec]));
// lib/ reads the catalog through lib/content/block-specs.ts (it imports nothing from blocks/).
setBlockSpecs(blockSpecs);

export function getBlockSpec(type: string): BlockSpec | undefined {
  return blockSpecs.get(type);
}
