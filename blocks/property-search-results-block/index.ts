import { defineBlock } from '@/blocks/define-block';
import { propertySearchResultsBlockSpec } from '@/blocks/property-search-results-block/spec';
import { PropertySearchResults } from './PropertySearchResults';

/** property_search_results_block: its spec (./spec.ts) rendered by its component. */
export const propertySearchResultsBlock = defineBlock(propertySearchResultsBlockSpec, PropertySearchResults);
