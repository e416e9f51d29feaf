import type { BlockDefinition } from '../types';
import { heroSearchBarBlock } from '../hero-search-bar';
import { propertySearchResultsBlock } from '../property-search-results';

/** Properties blocks: the search hero and the search results page. */
export const propertiesBlocks: BlockDefinition[] = [heroSearchBarBlock, propertySearchResultsBlock];
