import { defineBlock } from '@/blocks/define-block';
import { propertySearchResultsBlockSpec } from '@/lib/blocks/property-search-results-block/spec';
import { PropertySearchResults } from './PropertySearchResults';

/** property_search_results_block: its spec (lib/blocks/property-search-results-block/spec.ts) rendered by its component. */
export const propertySearchResultsBlock = defineBlock(propertySearchResultsBlockSpec, PropertySearchResults);
