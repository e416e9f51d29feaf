import { defineBlockSpec } from '@/blocks/define-spec';
import { propertySearchResultsSchema } from './schema';

export const propertySearchResultsBlockSpec = defineBlockSpec({
  type: 'property_search_results_block',
  category: 'properties',
  clientMessages: ['search', 'alerts'],
  label: { fr: 'Recherche de propriétés (résultats)', en: 'Property search (results)' },
  schema: propertySearchResultsSchema,
  demo: {
    main_title: { fr: 'Propriétés à vendre et à louer', en: 'Properties for sale and for rent' },
  },
});
