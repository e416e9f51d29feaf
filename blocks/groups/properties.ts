import type { BlockDefinition } from '../types';
import { heroSearchBarBlock } from '../hero-search-bar-block';
import { propertySearchResultsBlock } from '../property-search-results-block';
import { featuredPropertiesBlock } from '../featured-properties-block';
import { propertiesBlock } from '../properties-block';
import { propertiesSliderBlock } from '../properties-slider-block';
import { soldPropertiesMapBlock } from '../sold-properties-map-block';

/** Properties blocks: the search hero, the search results page and the listing showcases. */
export const propertiesBlocks: BlockDefinition[] = [
  heroSearchBarBlock,
  propertySearchResultsBlock,
  featuredPropertiesBlock,
  propertiesBlock,
  propertiesSliderBlock,
  soldPropertiesMapBlock,
];
