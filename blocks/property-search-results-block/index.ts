import { defineBlock } from '@/blocks/define-block';
import { PropertySearchResults } from './PropertySearchResults';
import { propertySearchResultsSchema } from './schema';

export const propertySearchResultsBlock = defineBlock({
  type: 'property_search_results_block',
  category: 'properties',
  clientMessages: ['search', 'alerts'],
  label: { fr: 'Recherche de propriétés (résultats)', en: 'Property search (results)' },
  schema: propertySearchResultsSchema,
  component: PropertySearchResults,
  demo: {
    main_title: { fr: 'Propriétés à vendre et à louer', en: 'Properties for sale and for rent' },
  },
});
