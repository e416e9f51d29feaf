import type { BlockDefinition } from '../types';
import { heroSearchBarBlock } from '../hero-search-bar';
import { propertySearchResultsBlock } from '../property-search-results';
import { featuredPropertiesBlock } from '../featured-properties';
import { propertiesBlock } from '../properties-block';

/** Properties blocks: the search hero and the search results page. */
export const propertiesBlocks: BlockDefinition[] = [heroSearchBarBlock, propertySearchResultsBlock, featuredPropertiesBlock, propertiesBlock];
