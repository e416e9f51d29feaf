import type { BlockDefinition } from '../types';
import { heroSearchBarBlock } from '../hero-search-bar';
import { propertySearchResultsBlock } from '../property-search-results';
import { featuredPropertiesBlock } from '../featured-properties';
import { propertiesBlock } from '../properties-block';
import { propertiesSliderBlock } from '../properties-slider';
import { soldPropertiesMapBlock } from '../sold-properties-map';

/** Properties blocks: the search hero, the search results page and the listing showcases. */
export const propertiesBlocks: BlockDefinition[] = [
  heroSearchBarBlock,
  propertySearchResultsBlock,
  featuredPropertiesBlock,
  propertiesBlock,
  propertiesSliderBlock,
  soldPropertiesMapBlock,
];
