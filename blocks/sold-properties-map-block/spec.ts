import { defineBlockSpec } from '@/blocks/define-spec';
import { soldPropertiesMapSchema } from './schema';

export const soldPropertiesMapBlockSpec = defineBlockSpec({
  type: 'sold_properties_map_block',
  category: 'properties',
  clientMessages: ['search'],
  label: { fr: 'Carte des propriétés vendues', en: 'Sold properties map' },
  schema: soldPropertiesMapSchema,
  demo: {
    main_title: { fr: 'Nos propriétés vendues', en: 'Our sold properties' },
    filters: {},
  },
});
